import type { ReactNode } from 'react';
import { StaffTopBar } from './StaffTopBar';
import type { SessionInfo } from './session';

/**
 * A staff page under the top bar: its title with a line below it, then `children`; `outside`
 * (its dialogs) stands after the page's `<main>`.
 */
export function StaffPage(props: {
  session: SessionInfo;
  onLogout: () => void;
  title: string;
  intro: ReactNode;
  mainClass?: string;
  children: ReactNode;
  outside?: ReactNode;
}) {
  return (
    <div className="staff-page">
      <StaffTopBar session={props.session} onLogout={props.onLogout} />
      <main className={props.mainClass ? `staff-main ${props.mainClass}` : 'staff-main'}>
        <header className="staff-title">
          <h1>{props.title}</h1>
          <p className="staff-muted">{props.intro}</p>
        </header>
        {props.children}
      </main>
      {props.outside}
    </div>
  );
}
