import { useEffect, useId, useState } from 'react';

/** A number input that commits only values within [min, max]; other input shows until it loses focus. */
export function NumberField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState(String(props.value));
  useEffect(
    () => setText((t) => (Number(t) === props.value && t.trim() !== '' ? t : String(props.value))),
    [props.value],
  );
  return (
    <div className="pe-field">
      <label htmlFor={id}>{props.label}</label>
      <div className="pe-input-unit">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={props.min}
          max={props.max}
          step={props.step ?? 1}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            const n = Number(e.target.value);
            if (e.target.value.trim() !== '' && Number.isFinite(n) && n >= props.min && n <= props.max)
              props.onChange(n);
          }}
          onBlur={() => setText(String(props.value))}
        />
        {props.unit && <span aria-hidden="true">{props.unit}</span>}
      </div>
    </div>
  );
}

const hex = /^#[0-9a-f]{6}$/i;

export function ColorField(props: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="pe-field pe-field-color">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="color"
        value={hex.test(props.value) ? props.value : '#000000'}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

export function TextField(props: {
  label: string;
  value: string;
  multiline?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="pe-field pe-field-wide">
      <label htmlFor={id}>{props.label}</label>
      {props.multiline ? (
        <textarea id={id} rows={2} value={props.value} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input id={id} type="text" value={props.value} onChange={(e) => props.onChange(e.target.value)} />
      )}
    </div>
  );
}

export function SelectField<T extends string>(props: {
  label: string;
  value: T;
  options: [T, string][];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="pe-field pe-field-wide">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(e) => props.onChange(e.target.value as T)}>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CheckboxField(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="pe-field pe-field-check">
      <input id={id} type="checkbox" checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} />
      <label htmlFor={id}>{props.label}</label>
    </div>
  );
}
