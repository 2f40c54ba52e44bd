-- Why: the guest forms (booking, contact) carry an ALTCHA proof of work. Challenges are signed with
-- a secret every API process must share, so it is generated once per database here and read by the
-- API's own user; nobody else can read it.
create table private.server_secrets (
  name text primary key check (name ~ '^[a-z][a-z0-9-]{0,39}$'),
  value text not null check (char_length(value) >= 32)
);

comment on table private.server_secrets is 'Secrets the API generates for itself (the proof-of-work signing keys).';

alter table private.server_secrets enable row level security;
revoke all on table private.server_secrets from public, anon, authenticated;

insert into private.server_secrets (name, value) values
  ('altcha-challenge', encode(extensions.gen_random_bytes(32), 'hex')),
  ('altcha-key', encode(extensions.gen_random_bytes(32), 'hex'));

-- Why: each solved challenge is accepted once. Its nonce is recorded until the challenge expires;
-- the insert is the atomic "first use" check, so two processes cannot both accept one solution.
create table private.spent_proofs (
  nonce text primary key check (char_length(nonce) between 8 and 200),
  expires_at timestamptz not null
);

comment on table private.spent_proofs is 'Proof-of-work solutions already used, until their challenge expires.';

alter table private.spent_proofs enable row level security;
revoke all on table private.spent_proofs from public, anon, authenticated;
