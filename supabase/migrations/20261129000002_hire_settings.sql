-- Why: a hire's deposit is paid to the owner's account, due some days after the guest accepts the
-- offer; both are owner settings, never content (issue 42).
alter table public.business_settings add column hire_account_holder text check (
  hire_account_holder is null
  or (char_length(btrim(hire_account_holder)) between 2 and 70
      and hire_account_holder::public.single_line_text = hire_account_holder)
);
alter table public.business_settings add column hire_iban text
  check (hire_iban is null or hire_iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$');
alter table public.business_settings add column hire_bic text
  check (hire_bic is null or hire_bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$');
alter table public.business_settings add column hire_deposit_percent integer not null default 30
  check (hire_deposit_percent between 0 and 100);
alter table public.business_settings add column hire_deposit_days integer not null default 7
  check (hire_deposit_days between 1 and 60);

comment on column public.business_settings.hire_iban is 'Owner only: the account a hire''s deposit is paid to (with hire_account_holder and hire_bic).';
