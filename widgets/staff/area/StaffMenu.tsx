import { accountMessages } from '../../../src/domain/auth/accounts';
import { contentRoles, eveningRoles, ownerRoles, roleLabel } from '../../../src/domain/auth/session';
import { figuresPageText } from '../../../src/domain/figures/page-text';
import { Icon, type IconName } from '../../shared/icons';
import type { SessionInfo } from '../session/session';

/** `/admin`: welcome, who is signed in, logout, and the two areas (docs/routes.md#staff-pages "Admin menu"). */
export function StaffMenu({
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
            <MenuCard href="/admin/reservierungen" icon="clover" title="Tischreservierungen">
              Reservierungen ansehen, stornieren oder löschen, Einstellungen und Tischplan
            </MenuCard>
            <MenuCard href="/admin/bestellungen" icon="clipboard" title="Interne Bestellungen">
              Die Bestellliste des Teams: Artikel hinzufügen, Notizen, erledigen
            </MenuCard>
            <MenuCard href="/admin/feiern" icon="users" title="Feiern">
              {owner
                ? 'Mietanfragen: Angebote, Anzahlungen, Absagen und das Ablaufblatt je Feier'
                : 'Die Feiern der Abende und ihr Ablaufblatt'}
            </MenuCard>
          </>
        )}
        {owner && (
          <>
            <MenuCard href="/admin/team" icon="users" title="Team">
              Konten einladen, Rollen ändern, deaktivieren, Zwei-Faktor-Pflicht
            </MenuCard>
            <MenuCard href="/admin/protokoll" icon="log" title="Protokoll">
              Wer hat wann was geändert (90 Tage)
            </MenuCard>
            <MenuCard href="/admin/zahlen" icon="chart" title={figuresPageText.title}>
              {figuresPageText.menu}
            </MenuCard>
            <MenuCard href="/admin/status" icon="warning" title="Systemstatus">
              Jobs, Mails, Sicherung, Speicherplatz: läuft alles?
            </MenuCard>
          </>
        )}
        {content && (
          <MenuCard href="/admin/inhalte" icon="rocket" title="Inhalte">
            Texte und Veranstaltungen bearbeiten, veröffentlichen, frühere Fassungen
          </MenuCard>
        )}
        <MenuCard href="/admin/konto" icon="user" title="Mein Konto">
          Passwort, Sitzungen, Zwei-Faktor-Anmeldung
        </MenuCard>
      </nav>
    </main>
  );
}

/** One area of the menu: a card linking to it, with its icon, name and what it is for. */
function MenuCard({ href, icon, title, children }: { href: string; icon: IconName; title: string; children: string }) {
  return (
    <a className="staff-card staff-menu__card" href={href}>
      <span className="staff-menu__icon">
        <Icon name={icon} size={40} />
      </span>
      <span className="staff-menu__title">{title}</span>
      <span className="staff-muted">{children}</span>
    </a>
  );
}
