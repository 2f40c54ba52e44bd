import { lazy, Suspense } from 'react';
import { accountMessages } from '../../../src/domain/auth/accounts';
import { loginMessages } from '../../../src/domain/auth/messages';
import { contentRoles, eveningRoles, ownerRoles, type StaffRole, staffRoles } from '../../../src/domain/auth/session';
import { ToastProvider } from '../../shared/Toasts';
import { useStaffSession } from '../session/useStaffSession';
import { LoginScreen } from './LoginScreen';
import { StaffMenu } from './StaffMenu';
import '../../shared/staff-form.css';
import './staff-area.css';

const ReservationsView = lazy(() => import('./ReservationsView'));
const OrderList = lazy(() => import('../../orders/OrderList'));
const TeamView = lazy(() => import('../team/TeamView'));
const AccountView = lazy(() => import('../account/AccountView'));
const AuditView = lazy(() => import('../audit/AuditView'));
const PublishView = lazy(() => import('../publish/PublishView'));
const StatusView = lazy(() => import('../status/StatusView'));
const HireView = lazy(() => import('../hire/HireView'));
const HireSheet = lazy(() => import('../hire/HireSheet'));
const FiguresView = lazy(() => import('../figures/FiguresView'));

export type StaffAreaView =
  | 'menu'
  | 'reservations'
  | 'orders'
  | 'hire'
  | 'hire-sheet'
  | 'team'
  | 'account'
  | 'audit'
  | 'content'
  | 'status'
  | 'figures';

/** Who may open each view (docs/roles.md#roles); the menu and the own account are everyone's. */
const viewRoles: Record<StaffAreaView, readonly StaffRole[]> = {
  menu: staffRoles,
  account: staffRoles,
  reservations: eveningRoles,
  orders: eveningRoles,
  hire: eveningRoles,
  'hire-sheet': eveningRoles,
  team: ownerRoles,
  audit: ownerRoles,
  status: ownerRoles,
  figures: ownerRoles,
  content: contentRoles,
};

function Loading() {
  return (
    <main className="staff-loading" aria-busy="true">
      <div className="staff-spinner" aria-hidden="true" />
      <p>Lade Admin-Bereich...</p>
    </main>
  );
}

/**
 * The staff pages' island: checks the session with the server ('Lade Admin-Bereich...'), shows
 * the login screen without one, and the requested view after sign-in.
 */
export default function StaffArea({ view, adminEmail }: { view: StaffAreaView; adminEmail: string }) {
  const { state, signedIn, logout } = useStaffSession();
  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'signedOut') {
    return <LoginScreen adminEmail={adminEmail} notice={state.notice} onSignedIn={signedIn} />;
  }
  const { session } = state;
  // Editors edit the content; the evening's views hold guest data (docs/roles.md#roles).
  if (!viewRoles[view].includes(session.staff.role)) {
    return <StaffMenu session={session} onLogout={logout} notice={loginMessages.forbidden} />;
  }
  // A role that must use two-factor sign-in reaches only its own account until it is set up.
  if (session.twoFactorMissing && view !== 'account' && view !== 'menu') {
    return <StaffMenu session={session} onLogout={logout} notice={accountMessages.twoFactorRequired} />;
  }
  return (
    <ToastProvider>
      <Suspense fallback={<Loading />}>
        {view === 'menu' && <StaffMenu session={session} onLogout={logout} />}
        {view === 'reservations' && <ReservationsView session={session} onLogout={logout} />}
        {view === 'orders' && <OrderList session={session} onLogout={logout} />}
        {view === 'hire' && <HireView session={session} onLogout={logout} />}
        {view === 'hire-sheet' && <HireSheet session={session} onLogout={logout} />}
        {view === 'team' && <TeamView session={session} onLogout={logout} />}
        {view === 'account' && <AccountView session={session} onLogout={logout} />}
        {view === 'audit' && <AuditView session={session} onLogout={logout} />}
        {view === 'content' && <PublishView session={session} onLogout={logout} />}
        {view === 'status' && <StatusView session={session} onLogout={logout} />}
        {view === 'figures' && <FiguresView session={session} onLogout={logout} />}
      </Suspense>
    </ToastProvider>
  );
}
