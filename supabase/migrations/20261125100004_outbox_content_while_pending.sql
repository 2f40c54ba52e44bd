-- Why: a mail's content (the guest's data, the cancel link's secret) is needed only until the mail
-- is out. The dispatcher drops it when it marks a mail sent or given up; the database now refuses
-- any row that keeps it past that, whoever writes it.
update public.mail_outbox set payload = null where status <> 'pending';

alter table public.mail_outbox
  add constraint mail_outbox_content_only_while_pending check (status = 'pending' or payload is null);
