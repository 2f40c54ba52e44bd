-- Why: the Node server writes a backup file every night (src/server/backup/nightly.ts). Which files
-- it wrote, and when, is kept here: several processes agree on whether tonight's is done, and the
-- owner's status page shows the last one.
create table private.backups (
  taken_at timestamptz primary key,
  file text not null check (file ~ '^pubs-[0-9TZ-]+\.json\.gz$'),
  bytes bigint not null check (bytes > 0)
);

comment on table private.backups is 'The nightly backup files the Node server wrote and still keeps (the newest 14).';

alter table private.backups enable row level security;
revoke all on table private.backups from public, anon, authenticated;
