-- Why: an account hears of every change to its second factor (switched on or off, recovery codes
-- renewed) and of wrong codes typed after its password (docs/mails.md#staff-account-notice), so a
-- hijacked session or a known password does not go unnoticed. The mails pass through the outbox.

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
  'staff-account-notice'       -- docs/mails.md#staff-account-notice, to an account whose sign-in changed or is under attack
));
