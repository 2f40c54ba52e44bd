import { type Ref, useId, useState } from 'react';
import { fieldLabels } from '../../src/domain/booking/labels';
import { Field } from './Field';
import { ProofOfWork, type ProofOfWorkHandle } from './ProofOfWork';

type Change = (event: { target: { value: string } }) => void;

/**
 * A guest form's values and German field errors (the booking, waitlist and team forms):
 * `set(name)` takes a field's new value, with the values `alsoSet` names, and clears its error;
 * `field(name, label)` gives a {@link Field} its id, label, error and the booking look.
 */
export function useGuestForm<V extends Record<string, string>>(
  initial: V | (() => V),
  alsoSet?: (name: keyof V) => Partial<V>,
) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set =
    (name: keyof V): Change =>
    (event) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value, ...alsoSet?.(name) }));
      setErrors(({ [name as string]: _, ...rest }) => rest);
    };
  const field = (name: string, label: string) => ({
    id: `${id}-${name}`,
    label,
    error: errors[name],
    look: 'booking' as const,
  });
  return { values, setValues, errors, setErrors, set, field };
}

type Contact = { customerName: string; customerEmail: string; customerPhone: string };

/** Name, type (the name's is the browser's default), autocomplete and mark of each contact field. */
const contactFields = [
  ['customerName', fieldLabels.name, undefined, 'name', 'required'],
  ['customerEmail', fieldLabels.email, 'email', 'email', 'required'],
  ['customerPhone', fieldLabels.phone, 'tel', 'tel', 'optional'],
] as const;

/** The guest's name, e-mail (both required; `required` tells the browser too) and phone (optional). */
export function ContactFields({
  values,
  set,
  field,
  required = false,
}: {
  values: Contact;
  set: (name: keyof Contact) => Change;
  field: ReturnType<typeof useGuestForm>['field'];
  required?: boolean;
}) {
  return contactFields.map(([name, label, type, autoComplete, mark]) => (
    <Field key={name} {...field(name, label)} mark={mark}>
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={set(name)}
        required={required && mark === 'required'}
      />
    </Field>
  ));
}

/** A guest form's proof of work, then its German errors: the proof's (an alert) and the day's. */
export function ProofAndDay({ proof, errors }: { proof: Ref<ProofOfWorkHandle>; errors: Record<string, string> }) {
  return (
    <>
      <ProofOfWork ref={proof} form="booking" />
      {errors.altcha && (
        <p className="bk-field-error" role="alert">
          {errors.altcha}
        </p>
      )}
      {errors.date && <p className="bk-field-error">{errors.date}</p>}
    </>
  );
}
