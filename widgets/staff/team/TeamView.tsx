import { useState } from 'react';
import type { StaffAccountView } from '../../../src/domain/auth/accounts';
import { roleLabel } from '../../../src/domain/auth/session';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { useToast } from '../../shared/Toasts';
import { LoadedList } from '../session/LoadedList';
import { StaffTopBar } from '../session/StaffTopBar';
import type { SessionInfo } from '../session/session';
import { useLoaded } from '../session/useLoaded';
import { useStaffWrite } from '../session/useStaffWrite';
import { AccountCard } from './AccountCard';
import { InviteDialog } from './InviteDialog';
import { team } from './requests';
import { TwoFactorRoles } from './TwoFactorRoles';
import './team.css';

/** `/admin/team` (owner only, docs/roles.md#accounts): the accounts, invitations, roles, deactivation. */
export default function TeamView({ session, onLogout }: { session: SessionInfo; onLogout: () => void }) {
  const { data, failed, reload: load } = useLoaded(team.list);
  const [inviting, setInviting] = useState(false);
  const [deactivating, setDeactivating] = useState<StaffAccountView | null>(null);
  const { busy, run } = useStaffWrite();
  const toast = useToast();

  const change = async (work: () => Promise<unknown>, done: string) => {
    if (await run(work, done)) await load();
  };

  return (
    <div className="staff-page">
      <StaffTopBar session={session} onLogout={onLogout} />
      <main className="staff-main">
        <header className="staff-title team-title">
          <div>
            <h1>Team</h1>
            <p className="staff-muted">Wer sich im Mitarbeiterbereich anmelden darf, und als was.</p>
          </div>
          <button type="button" className="staff-button staff-button--primary" onClick={() => setInviting(true)}>
            Person einladen
          </button>
        </header>
        {failed && (
          <p className="staff-error-box" role="alert">
            {failed}
          </p>
        )}
        <LoadedList
          items={data?.accounts}
          loading="Lade Konten..."
          empty="Noch keine Konten."
          className="team-accounts"
        >
          {(account) => (
            <AccountCard
              key={account.id}
              account={account}
              self={account.id === session.staff.id}
              busy={busy}
              onRole={(role) =>
                change(() => team.change(account.id, { role }), `${account.username} ist jetzt ${roleLabel[role]}`)
              }
              onDeactivate={() => setDeactivating(account)}
              onReactivate={() =>
                change(() => team.change(account.id, { active: true }), `${account.username} ist wieder aktiv`)
              }
              onSendLink={() =>
                change(() => team.sendLink(account.id), `E-Mail mit dem Link an ${account.email} ist unterwegs`)
              }
              onTwoFactorOff={() =>
                change(
                  () => team.twoFactorOff(account.id),
                  `Zwei-Faktor-Anmeldung von ${account.username} zurückgesetzt`,
                )
              }
            />
          )}
        </LoadedList>
        {data && (
          <TwoFactorRoles
            roles={data.twoFactorRoles}
            busy={busy}
            onSave={(roles) => change(() => team.requireTwoFactor(roles), 'Zwei-Faktor-Pflicht gespeichert')}
          />
        )}
      </main>
      {inviting && (
        <InviteDialog
          onClose={() => setInviting(false)}
          onInvite={async (body) => {
            await team.invite(body);
            setInviting(false);
            toast('success', `Einladung an ${body.email} ist unterwegs`);
            await load();
          }}
        />
      )}
      {deactivating && (
        <ConfirmDialog
          title={`${deactivating.username} deaktivieren?`}
          text="Offene Sitzungen enden sofort, und das Konto kann sich nicht mehr anmelden. Sie können es später reaktivieren."
          confirmLabel="Deaktivieren"
          onCancel={() => setDeactivating(null)}
          onConfirm={() => {
            const target = deactivating;
            setDeactivating(null);
            void change(() => team.change(target.id, { active: false }), `${target.username} ist deaktiviert`);
          }}
        />
      )}
    </div>
  );
}
