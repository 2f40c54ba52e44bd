import { lazy, useState } from 'react';
import type { BookingRules } from '../../src/domain/booking/rules';
import type { WaitlistRequest } from '../../src/domain/waitlist/waitlist';
import { Dialog } from '../shared/Dialog';
import { OnDemand, preload } from '../shared/OnDemand';
import { joinWaitlist } from './requests';

// The form (and Zod with it) loads when a guest asks for it: most evenings nobody does.
const loadForm = () => import('./WaitlistForm');
const WaitlistForm = lazy(() => loadForm().then((m) => ({ default: m.WaitlistForm })));

/**
 * Beside the table list of an open day: 'Kein passender Tisch frei?' and the button 'Auf die
 * Warteliste', which opens the form in a dialog. The answer is shown by the page's toasts.
 */
export function WaitlistBox({
  date,
  rules,
  onDone,
}: {
  date: string;
  rules: BookingRules;
  onDone: (kind: 'success' | 'error', message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(entry: WaitlistRequest & { altcha: string }) {
    setSubmitting(true);
    const outcome = await joinWaitlist(entry);
    setSubmitting(false);
    if (outcome.ok) {
      setOpen(false);
      onDone('success', outcome.body.message);
    } else {
      setErrors(outcome.fieldErrors ?? { altcha: outcome.error });
    }
  }

  return (
    <section className="bk-waitlist" aria-labelledby="bk-waitlist-heading">
      <h2 id="bk-waitlist-heading">Kein passender Tisch frei?</h2>
      <p>Tragen Sie sich auf die Warteliste ein: Wird ein Tisch frei, halten wir ihn für Sie.</p>
      <button
        type="button"
        className="bk-button bk-secondary"
        onPointerEnter={preload(loadForm)}
        onFocus={preload(loadForm)}
        onClick={() => {
          setErrors({});
          setOpen(true);
        }}
      >
        Auf die Warteliste
      </button>
      {open && (
        <Dialog className="bk-popup" title="Auf die Warteliste" onClose={() => setOpen(false)} closeButton={false}>
          <OnDemand loading={<p className="bk-loading">Lade Formular…</p>}>
            <WaitlistForm
              date={date}
              rules={rules}
              submitting={submitting}
              serverErrors={errors}
              onSubmit={submit}
              onCancel={() => setOpen(false)}
            />
          </OnDemand>
        </Dialog>
      )}
    </section>
  );
}
