import { accountMessages } from '../../../src/domain/auth/accounts';
import { contentRoles, eveningRoles, ownerRoles, roleLabel } from '../../../src/domain/auth/session';
import { Icon } from '../../shared/icons';
import type { SessionInfo } from '../session/session';

/** `/admin`: welcome, who is signed in, logout, and the two areas (docs/routes.md#staff-pages "Admin menu"). */
export function AdminMenu({
  session,
  onLogout,
  notice,
}: {
  session: SessionInfo;
  onLogout: () => void;
  /** Why a requested view was not shown (a role without access). */
  notice?: string;
}) {
  const evening = eveningRoles.includes(session.staff.role);
  const owner = ownerRoles.includes(session.staff.role);
  const content = contentRoles.includes(session.staff.role);
  return (
    <main className="staff-page">
      <header className="staff-header">
        <div>
          <h1>Admin-Dashboard</h1>
          <p>Willkommen im Admin-Bereich!</p>
          <p className="staff-small">
            Angemeldet als <strong>{session.staff.email}</strong> ({roleLabel[session.staff.role]})
          </p>
        </div>
        <button type="button" className="staff-button staff-button--light" onClick={onLogout}>
          Abmelden
        </button>
      </header>
      {notice && (
        <p className="staff-card staff-menu__notice" role="alert">
          {notice}
        </p>
      )}
      {!evening && (
        <p className="staff-card staff-menu__notice">
          Ihr Konto gehört zur Redaktion: Texte und Veranstaltungen bearbeiten Sie in den Inhalten. Reservierungen und
          Gästedaten sind dem Service und der Inhaberin oder dem Inhaber vorbehalten.
        </p>
      )}
      {session.twoFactorMissing && !notice && (
        <p className="staff-card staff-menu__notice" role="alert">
          {accountMessages.twoFactorRequired}
        </p>
      )}
      <nav className="staff-menu" aria-label="Bereiche">
        {evening && (
          <>
            <a className="staff-card staff-menu__card" href="/admin/reservierungen">
              <span className="staff-menu__icon">
                <Icon name="clover" size={40} />
              </span>
              <span className="staff-menu__title">Tischreservierungen</span>
              <span className="staff-muted">
                Reservierungen ansehen, stornieren oder löschen, Einstellungen und Tischplan
              </span>
            </a>
            <a className="staff-card staff-menu__card" href="/admin/bestellungen">
              <span className="staff-menu__icon">
                <Icon name="clipboard" size={40} />
              </span>
              <span className="staff-menu__title">Interne Bestellungen</span>
              <span className="staff-muted">Die Bestellliste des Teams: Artikel hinzufügen, Notizen, erledigen</span>
            </a>
          </>
        )}
        {owner && (
          <>
            <a className="staff-card staff-menu__card" href="/admin/team">
              <span className="staff-menu__icon">
                <Icon name="users" size={40} />
              </span>
              <span className="staff-menu__title">Team</span>
              <span className="staff-muted">Konten einladen, Rollen ändern, deaktivieren, Zwei-Faktor-Pflicht</span>
            </a>
            <a className="staff-card staff-menu__card" href="/admin/protokoll">
              <span className="staff-menu__icon">
                <Icon name="log" size={40} />
              </span>
              <span className="staff-menu__title">Protokoll</span>
              <span className="staff-muted">Wer hat wann was geändert (90 Tage)</span>
            </a>
          </>
        )}
        {content && (
          <a className="staff-card staff-menu__card" href="/admin/inhalte">
            <span className="staff-menu__icon">
              <Icon name="rocket" size={40} />
            </span>
            <span className="staff-menu__title">Inhalte</span>
            <span className="staff-muted">
              Texte und Veranstaltungen bearbeiten, veröffentlichen, frühere Fassungen
            </span>
          </a>
        )}
        <a className="staff-card staff-menu__card" href="/admin/konto">
          <span className="staff-menu__icon">
            <Icon name="user" size={40} />
          </span>
          <span className="staff-menu__title">Mein Konto</span>
          <span className="staff-muted">Passwort, Sitzungen, Zwei-Faktor-Anmeldung</span>
        </a>
      </nav>
    </main>
  );
}
