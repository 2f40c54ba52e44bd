-- Why: every guest link (the guest's own booking, a waitlist offer, a quiz team's page, the pub's
-- quiz screen) opens with a secret minted here: 24 random bytes as hex, the pattern the API checks
-- (src/domain/link-secret.ts, which mints the staff accounts' links the same way). The secret goes
-- out in its mail or answer only; a table keeps its SHA-256 (private.link_hash()), so a leaked table
-- opens nothing. A link is found by the hash of the secret it carries, and voided by clearing or
-- replacing its hash (docs/data.md#guest-links: where each kind is kept, voided and expires).
create or replace function private.mint_link_secret()
returns text
language sql
volatile
set search_path = ''
as $$ select encode(extensions.gen_random_bytes(24), 'hex') $$;

-- Only its owner calls it: the link functions run as owner (security definer).
revoke all on function private.mint_link_secret() from public, anon, authenticated;

-- Why: the one way a link's secret is kept and looked up; null for no secret (a booking without an
-- address has no link).
create or replace function private.link_hash(p_secret text)
returns bytea
language sql
immutable
set search_path = ''
as $$ select extensions.digest(p_secret, 'sha256') $$;

revoke all on function private.link_hash(text) from public, anon, authenticated;
