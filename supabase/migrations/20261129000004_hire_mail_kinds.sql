-- Why: the hire's mails (issue 42) wait in the outbox like every other: the guest's inquiry (and the
-- venue's notice of it), the offer, the confirmation, the owner's cancellation, the lapsed offer
-- and the deposit's reminder. Their templates are written with the routes that send them.
alter table public.mail_outbox drop constraint mail_outbox_kind_check;
alter table public.mail_outbox add constraint mail_outbox_kind_check check (kind in (
  'reservation-confirmation',  -- docs/mails.md#call-1-confirmation-to-the-guest, to the guest
  'venue-notification',        -- docs/mails.md#call-2-notification-to-staff, to the venue inbox and the staff address
  'reservation-cancelled',     -- docs/mails.md#call-4-cancellation-to-the-guest, to the guest when staff cancel
  'guest-cancellation-notice', -- to the venue when a guest cancels through the mail link
  'reservation-changed',       -- docs/mails.md#change-to-the-guest, to the guest when staff or the guest change the booking
  'reservation-reminder',      -- docs/mails.md#reminder-to-the-guest, to the guest before the evening
  'guest-change-notice',       -- to the venue when a guest changes their booking online
  'waitlist-offer',            -- docs/mails.md#waitlist-offer, to a waiting guest when a table is held for them
  'team-signup',               -- docs/mails.md#quiz-team-sign-up, to a team signed up or put on the night's waitlist
  'team-offer',                -- docs/mails.md#quiz-team-offer, to a waiting team when a place is held for it
  'staff-invitation',          -- docs/mails.md#staff-invitation, to a person the owner invites
  'staff-password-reset',      -- docs/mails.md#staff-password-reset, to an account the owner sends a reset link
  'mail-routing-changed',      -- docs/mails.md#mail-routing-changed, to the old addresses when the owner changes where mails go
  'staff-account-notice',      -- docs/mails.md#staff-account-notice, to an account whose sign-in changed or is under attack
  'hire-inquiry',              -- docs/mails.md#hire-mails, to the guest and the venue when a guest asks to hire a space
  'hire-offer',                -- docs/mails.md#hire-mails, to the guest when the owner sends an offer
  'hire-confirmed',            -- docs/mails.md#hire-mails, to the guest when the deposit is in
  'hire-cancelled',            -- docs/mails.md#hire-mails, to the guest when the owner cancels
  'hire-lapsed',               -- docs/mails.md#hire-mails, to the guest when the offer lapsed
  'hire-reminder'              -- docs/mails.md#hire-mails, to the guest when the deposit is overdue
));
