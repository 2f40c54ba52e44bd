-- Why: the owner runs the team from the browser (docs/roles.md#accounts): invited accounts have no
-- password until their holder sets one, deactivated ones cannot sign in, the list shows the last
-- sign-in; one-time links set a password; invitation and reset mails pass through the outbox.

alter table public.staff_accounts alter column password_hash drop not null;
alter table public.staff_accounts add column active boolean not null default true;
alter table public.staff_accounts add column last_sign_in_at timestamptz;

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
  'staff-password-reset'       -- docs/mails.md#staff-password-reset, to an account the owner sends a reset link
));

-- Why: the owner invites staff from the browser and can send a password-reset link
-- (docs/roles.md#accounts). Each link's secret travels only in its mail; the table keeps its SHA-256,
-- when it ends (invitations 48 hours, resets 24 hours) and when it was used, so it works once.
-- Only the API's own database user reads it; the API roles get nothing.
create table public.staff_account_links (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  staff_id uuid not null references public.staff_accounts (id) on delete cascade,
  purpose text not null check (purpose in ('invitation', 'reset')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  check (expires_at > created_at)
);

comment on table public.staff_account_links is 'One-time links to set a password (invitation, reset); server only.';

create index staff_account_links_staff_id on public.staff_account_links (staff_id);

alter table public.staff_account_links enable row level security;
revoke all on table public.staff_account_links from anon, authenticated;
