import { Icon } from '../../shared/icons';
import type { SessionInfo } from './session';

/** Top bar of the staff sub-pages: back to the menu, who is signed in, logout. */
export function StaffTopBar({ session, onLogout }: { session: SessionInfo; onLogout: () => void }) {
  return (
    <div className="staff-topbar">
      <a className="staff-button staff-button--ghost-light" href="/admin">
        <Icon name="arrowLeft" size={18} /> Zurück zum Menü
      </a>
      <p className="staff-topbar__who">
        Angemeldet als <strong>{session.staff.email}</strong>
      </p>
      <button type="button" className="staff-button staff-button--light staff-logout" onClick={onLogout}>
        Abmelden
      </button>
    </div>
  );
}
