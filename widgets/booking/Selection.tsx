/**
 * What the side of the plan offers before the popup opens: the chosen table, and when a guest
 * changes a booking at tables staff combined for them, keeping those tables.
 */
export function Selection({
  label,
  changing,
  combined,
  onOpen,
  onClear,
  onKeepCombined,
}: {
  /** The chosen table ('5'); none chosen: undefined. */
  label: string | undefined;
  changing: boolean;
  /** The combined tables of the booking being changed ('7 + 8'); undefined otherwise. */
  combined: string | undefined;
  onOpen: () => void;
  onClear: () => void;
  onKeepCombined: () => void;
}) {
  return (
    <>
      {combined && (
        <div className="bk-selection">
          <p>
            Ihre Tische <strong>{combined}</strong> hat das Team für Sie zusammengestellt.
          </p>
          <button type="button" className="bk-button bk-secondary" onClick={onKeepCombined}>
            Tische {combined} behalten
          </button>
        </div>
      )}
      {label && (
        <div className="bk-selection">
          <p>
            <strong>Tisch {label}</strong> ist ausgewählt.
          </p>
          <button type="button" className="bk-button bk-primary" onClick={onOpen}>
            {changing ? `Tisch ${label} wählen` : `Tisch ${label} reservieren`}
          </button>
          <button type="button" className="bk-link-button" onClick={onClear}>
            Auswahl aufheben
          </button>
        </div>
      )}
    </>
  );
}
