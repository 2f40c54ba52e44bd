import { useCallback, useEffect, useState } from 'react';
import type { Availability } from '../../src/domain/booking/schemas';
import { tableState } from './table-states';

/**
 * The guest's choice of a table and its popup: `pick` a free table (the picked one again lets go),
 * `keepCombined` the tables staff combined for a booking being changed, `clear` all of it (with
 * `onClear`). A link inside the popup (to the large-group box) leaves the form and closes it.
 */
export function usePick(day: Availability | undefined, onClear: () => void) {
  const [selected, setSelected] = useState<number>();
  // Changing a booking at tables staff combined: keep them (a guest picks one table otherwise).
  const [keepOwn, setKeepOwn] = useState(false);
  const [popupOpen, setPopupOpen] = useState(false);

  useEffect(() => {
    const close = () => setPopupOpen(false);
    window.addEventListener('hashchange', close);
    return () => window.removeEventListener('hashchange', close);
  }, []);

  const stateOf = useCallback((id: number) => tableState(id, day, selected), [day, selected]);
  const clear = () => {
    setSelected(undefined);
    setKeepOwn(false);
    setPopupOpen(false);
    onClear();
  };
  const pick = (id: number) => {
    const state = stateOf(id);
    if (state === 'selected') return clear();
    if (state !== 'available') return;
    onClear();
    setKeepOwn(false);
    setSelected(id);
    setPopupOpen(true);
  };
  const keepCombined = () => {
    setSelected(undefined);
    setKeepOwn(true);
    setPopupOpen(true);
  };
  // Keeping the combined tables is a choice of the popup only: closing it lets go of them.
  const close = () => (keepOwn ? clear() : setPopupOpen(false));

  return { selected, keepOwn, popupOpen, stateOf, clear, pick, keepCombined, close, open: () => setPopupOpen(true) };
}
