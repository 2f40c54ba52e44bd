import type { ColumnType, Generated } from 'kysely';
import type { StaffRole } from '../../domain/auth/session';

/** The staff tables of `Database` (src/server/db/schema.ts): accounts, sessions, links, two-factor, the log. */
export interface StaffAccountsTable {
  id: Generated<string>;
  email: string;
  username: string;
  role: StaffRole;
  /** `null`: invited, no password set yet. */
  password_hash: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  password_changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  active: Generated<boolean>;
  last_sign_in_at: Date | null;
  /** Wrong two-factor codes in a row since the last right one. */
  wrong_codes: Generated<number>;
  /** Set at the 50th wrong code in a row: sign-in refused until a password is set from a link. */
  codes_locked_at: Date | null;
}

/** `public.staff_account_links`: one-time links to set a password (docs/roles.md#accounts). */
export interface StaffAccountLinksTable {
  token_hash: string;
  staff_id: string;
  purpose: 'invitation' | 'reset';
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

/** `public.staff_two_factor`: an account's sealed TOTP secret (docs/roles.md#two-factor). */
export interface StaffTwoFactorTable {
  staff_id: string;
  secret_sealed: string;
  created_at: Date;
  enabled_at: Date | null;
  last_step: ColumnType<string | null, number | null | undefined, number | null>;
}

export interface StaffRecoveryCodesTable {
  staff_id: string;
  code_hash: string;
  used_at: Date | null;
}

export interface StaffLoginChallengesTable {
  token_hash: string;
  staff_id: string;
  created_at: Date;
  expires_at: Date;
  attempts: Generated<number>;
}

/** `public.staff_devices`: browsers that signed in to an account before (docs/roles.md#known-devices). */
export interface StaffDevicesTable {
  token_hash: string;
  staff_id: string;
  created_at: Date;
  last_used_at: Date;
  /** Attempts since the device's last success; at 5 it is void. */
  failures: Generated<number>;
}

export interface StaffTwoFactorRolesTable {
  role: StaffRole;
}

/** `public.staff_audit_log`: who changed what (docs/roles.md#log). */
export interface StaffAuditLogTable {
  id: Generated<string>;
  at: Generated<Date>;
  txid: Generated<string>;
  actor_id: string | null;
  actor: string;
  action: string;
  target_type: string;
  target_id: Generated<string>;
  target_date: ColumnType<string | null, string | null | undefined, string | null>;
  fields: Generated<string[]>;
  mails: Generated<string[]>;
}

export interface StaffSessionsTable {
  id: Generated<string>;
  token_hash: string;
  staff_id: string;
  created_at: ColumnType<Date, Date | string, never>;
  expires_at: ColumnType<Date, Date | string, never>;
  last_seen_at: ColumnType<Date, Date | string, Date | string>;
}
