import { createRoot } from 'react-dom/client';
import StaffLoginModal from './StaffLoginModal';

/**
 * Opens the staff login modal. Loaded by the footer's plain button on first use, so public pages
 * carry no React until someone actually wants to sign in. Focus returns to `opener` on close.
 */
export function openStaffLogin(opener: HTMLElement) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <StaffLoginModal
      onClose={() => {
        root.unmount();
        container.remove();
        opener.focus();
      }}
    />,
  );
}
