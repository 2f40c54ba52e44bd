import { type ComponentProps, lazy, type ReactNode } from 'react';
import { Dialog } from '../shared/Dialog';
import { OnDemand, preload } from '../shared/OnDemand';

// The form (and Zod with it) loads when a guest reaches for a table (docs/routes.md#public-pages).
const loadBookingForm = () => import('./BookingForm');
const BookingForm = lazy(() => loadBookingForm().then((m) => ({ default: m.BookingForm })));

/** Starts loading the booking form, so that it is there when the popup opens. */
export const preloadBookingForm = preload(loadBookingForm);

type FormProps = ComponentProps<typeof BookingForm>;

/**
 * The popup of a picked table: its title, seats and area, the booking form (loaded on demand) and
 * the page's toasts, which show inside while it is open.
 */
export function BookingPopup({
  title,
  sub,
  toasts,
  ...form
}: FormProps & { title: string; sub: string; toasts: ReactNode }) {
  return (
    <Dialog
      className="bk-popup"
      title={title}
      head={<p className="bk-popup-sub">{sub}</p>}
      closeButton={false}
      onClose={form.onCancel}
    >
      <OnDemand loading={<p className="bk-loading">Lade Formular…</p>}>
        <BookingForm {...form} />
      </OnDemand>
      {toasts}
    </Dialog>
  );
}
