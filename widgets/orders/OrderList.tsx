import { type FormEvent, useId, useState } from 'react';
import { shortGermanDateTime } from '../../src/domain/calendar';
import { newOrderItem, type OrderItem, orderMessages } from '../../src/domain/orders/schema';
import { client, request } from '../shared/api/client';
import { DialogButtons, SaveButtons } from '../shared/ConfirmDialog';
import { Dialog } from '../shared/Dialog';
import { useToast } from '../shared/Toasts';
import { StaffPage } from '../staff/session/StaffPage';
import type { SessionInfo } from '../staff/session/session';
import { useLiveData } from '../staff/session/useLiveData';
import { useStaffWrite } from '../staff/session/useStaffWrite';
import './orders.css';
import { LoadedList } from '../staff/session/LoadedList';

/**
 * The internal order list (docs/routes.md#staff-pages "Admin orders"): add form, list newest first, edit notes,
 * delete with confirmation (soft delete). Live: changes from other browsers appear at once.
 */
export default function OrderList({ session, onLogout }: { session: SessionInfo; onLogout: () => void }) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [notes, setNotes] = useState('');
  const [textError, setTextError] = useState('');
  const { busy, run } = useStaffWrite();
  const [editing, setEditing] = useState<OrderItem | undefined>();
  const [deleting, setDeleting] = useState<OrderItem | undefined>();
  const ids = { text: useId(), notes: useId(), textError: useId() };

  const { data: items, reload: load } = useLiveData(
    '/api/orders/events',
    async () => (await request(client.api.orders.$get())).items,
    [],
  );

  async function add(event: FormEvent) {
    event.preventDefault();
    const parsed = newOrderItem.safeParse({ text, notes });
    if (!parsed.success) {
      setTextError(parsed.error.issues[0]?.message ?? orderMessages.textRequired);
      return;
    }
    if (!(await run(() => request(client.api.orders.$post({ json: parsed.data })), undefined, orderMessages.addFailed)))
      return;
    setText('');
    setNotes('');
    setTextError('');
    await load();
  }

  return (
    <StaffPage
      session={session}
      onLogout={onLogout}
      title="Interne Bestellliste"
      intro="Was nachbestellt werden muss – für alle im Team sichtbar."
      outside={
        <>
          {editing && (
            <NotesDialog
              item={editing}
              onClose={() => setEditing(undefined)}
              onSaved={async () => {
                setEditing(undefined);
                await load();
              }}
            />
          )}
          {deleting && (
            <Dialog title="Artikel löschen?" onClose={() => setDeleting(undefined)}>
              <p>„{deleting.text}“ wird von der Bestellliste entfernt.</p>
              <DialogButtons onCancel={() => setDeleting(undefined)}>
                <button
                  type="button"
                  className="staff-button staff-button--danger"
                  onClick={async () => {
                    const item = deleting;
                    setDeleting(undefined);
                    try {
                      await request(client.api.orders[':id'].$delete({ param: { id: item.id } }));
                      await load();
                    } catch {
                      toast('error', orderMessages.deleteFailed);
                    }
                  }}
                >
                  Löschen
                </button>
              </DialogButtons>
            </Dialog>
          )}
        </>
      }
    >
      <form className="staff-card staff-order-form" onSubmit={add} noValidate>
        <div className="staff-field">
          <label htmlFor={ids.text}>Artikel</label>
          <input
            id={ids.text}
            value={text}
            maxLength={200}
            placeholder="z. B. Guinness 30-l-Fass"
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? ids.textError : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setTextError('');
            }}
          />
          {textError && (
            <p id={ids.textError} className="staff-field-error">
              {textError}
            </p>
          )}
        </div>
        <div className="staff-field">
          <label htmlFor={ids.notes}>Notizen (optional)</label>
          <input id={ids.notes} value={notes} maxLength={1000} onChange={(e) => setNotes(e.target.value)} />
        </div>
        <button type="submit" className="staff-button staff-button--primary" disabled={busy}>
          Hinzufügen
        </button>
      </form>

      <section aria-labelledby="order-list-heading" className="staff-card">
        <h2 id="order-list-heading">
          Bestellliste {items && items.length > 0 && <span className="staff-badge">{items.length}</span>}
        </h2>
        <LoadedList
          items={items}
          loading="Lade Bestellliste..."
          empty={orderMessages.empty}
          className="staff-order-list"
        >
          {(item) => (
            <li key={item.id} className="staff-order">
              <div className="staff-order__body">
                <p className="staff-order__text">{item.text}</p>
                {item.notes && <p className="staff-order__notes">{item.notes}</p>}
                <p className="staff-muted staff-small">
                  {item.createdBy} · {shortGermanDateTime(item.createdAt)}
                </p>
              </div>
              <div className="staff-order__actions">
                <button type="button" className="staff-button staff-button--light" onClick={() => setEditing(item)}>
                  Notizen<span className="staff-visually-hidden"> zu {item.text}</span> bearbeiten
                </button>
                <button type="button" className="staff-button staff-button--danger" onClick={() => setDeleting(item)}>
                  Löschen<span className="staff-visually-hidden"> {item.text}</span>
                </button>
              </div>
            </li>
          )}
        </LoadedList>
      </section>
    </StaffPage>
  );
}

function NotesDialog({ item, onClose, onSaved }: { item: OrderItem; onClose: () => void; onSaved: () => void }) {
  const [notes, setNotes] = useState(item.notes);
  const { busy: saving, run } = useStaffWrite();
  const id = useId();
  async function save(event: FormEvent) {
    event.preventDefault();
    const patch = () => request(client.api.orders[':id'].$patch({ param: { id: item.id }, json: { notes } }));
    if (await run(patch, undefined, orderMessages.notesFailed)) onSaved();
  }
  return (
    <Dialog title="Notizen bearbeiten" onClose={onClose}>
      <form onSubmit={save}>
        <p>
          <strong>{item.text}</strong>
        </p>
        <label htmlFor={id}>Notizen</label>
        <textarea id={id} rows={4} maxLength={1000} value={notes} onChange={(e) => setNotes(e.target.value)} />
        <SaveButtons onCancel={onClose} saving={saving} />
      </form>
    </Dialog>
  );
}
