import { type SubmitEvent, useId, useRef, useState } from 'react';
import { contactLocations, contactMessages, locationLabels } from '../../src/domain/contact/schema';
import { proofMessages } from '../../src/domain/proof-of-work';
import { Field } from '../shared/Field';
import { Options } from '../shared/Options';
import { ProofOfWork, type ProofOfWorkHandle } from '../shared/ProofOfWork';
import { submitContact } from './submit';
import '../shared/tokens.css';
import './contact.css';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string; fieldErrors?: Record<string, string> };

/**
 * Contact form (docs/messages.md#contact-form): name, e-mail and message required (browser validation); phone,
 * location (default 'beide') and subject optional. Idle → sending ('Wird gesendet...', button
 * disabled) → success (form cleared) or an error message. `website` is a honeypot.
 */
export default function ContactForm() {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const form = useRef<HTMLFormElement>(null);
  const proof = useRef<ProofOfWorkHandle>(null);
  const id = useId();
  const fieldError = (name: string) => (state.kind === 'error' ? state.fieldErrors?.[name] : undefined);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // The browser's own checks and messages, for the guest's fields only: the proof-of-work
    // widget marks its checkbox required while it solves, which must not block the submit.
    const fields = [...event.currentTarget.elements].filter(
      (el): el is HTMLInputElement => 'reportValidity' in el && !el.closest('altcha-widget'),
    );
    if (!fields.every((el) => el.reportValidity())) return;
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    setState({ kind: 'sending' });
    let altcha: string;
    try {
      altcha = (await proof.current?.solution()) ?? '';
    } catch {
      setState({ kind: 'error', message: proofMessages.unsolved });
      return;
    }
    const result = await submitContact({
      name: data.name ?? '',
      email: data.email ?? '',
      phone: data.phone ?? '',
      location: (data.location as (typeof contactLocations)[number]) ?? 'beide',
      subject: data.subject ?? '',
      message: data.message ?? '',
      ...(data.website && { website: data.website }),
      altcha,
    });
    // Each proof is accepted once: the next message gets a new one.
    proof.current?.reset();
    if (result.ok) {
      form.current?.reset();
      setState({ kind: 'success', message: result.message });
    } else {
      setState({
        kind: 'error',
        message: result.message,
        ...(result.fieldErrors && { fieldErrors: result.fieldErrors }),
      });
    }
  }

  const field = (name: string, label: string) => ({
    id: `${id}-${name}`,
    label,
    error: fieldError(name),
    look: 'contact' as const,
  });

  return (
    <form
      ref={form}
      className="contact-form"
      method="post"
      action="/kontakt"
      onSubmit={onSubmit}
      noValidate
      aria-describedby={`${id}-required`}
    >
      <p className="contact-form__required" id={`${id}-required`}>
        Pflichtfelder sind mit * markiert.
      </p>
      <div className="contact-form__row">
        <Field {...field('name', 'Name')} mark="required">
          <input name="name" type="text" autoComplete="name" required maxLength={120} />
        </Field>
        <Field {...field('email', 'E-Mail')} mark="required">
          <input name="email" type="email" autoComplete="email" required maxLength={254} />
        </Field>
      </div>
      <div className="contact-form__row">
        <Field {...field('phone', 'Telefon')}>
          <input name="phone" type="tel" autoComplete="tel" maxLength={40} />
        </Field>
        <Field {...field('location', 'Standort')}>
          <select name="location" defaultValue="beide">
            <Options values={contactLocations} label={(l) => locationLabels[l]} />
          </select>
        </Field>
      </div>
      <Field {...field('subject', 'Betreff')}>
        <input name="subject" type="text" maxLength={150} />
      </Field>
      <Field {...field('message', 'Nachricht')} mark="required">
        <textarea name="message" required rows={6} maxLength={5000} />
      </Field>
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>
          Website (bitte leer lassen)
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <ProofOfWork ref={proof} form="contact" />
      <button type="submit" className="btn btn--rappen" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? contactMessages.sending : 'Nachricht senden'}
      </button>
      <div className="contact-form__status" role="status" aria-live="polite">
        {state.kind === 'success' && <p className="contact-form__success">{state.message}</p>}
      </div>
      <div role="alert">{state.kind === 'error' && <p className="contact-form__error">{state.message}</p>}</div>
    </form>
  );
}
