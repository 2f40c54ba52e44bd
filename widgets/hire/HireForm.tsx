import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { addDays, berlinDay, longGermanDate } from '../../src/domain/calendar';
import { estimateCents, formatEuro } from '../../src/domain/hire/money';
import { inquiryForSpace } from '../../src/domain/hire/schemas';
import { dayStateLabel, hireText, occasionLabel } from '../../src/domain/hire/text';
import { occasions, type PackageId } from '../../src/domain/hire/values';
import { proofMessages } from '../../src/domain/proof-of-work';
import { Field } from '../shared/Field';
import { Options } from '../shared/Options';
import { ProofOfWork, type ProofOfWorkHandle } from '../shared/ProofOfWork';
import { HireCalendar } from './HireCalendar';
import { fetchSpaces, type HireSpace, postInquiry } from './requests';
import '../shared/tokens.css';
import '../contact/contact.css';
import './hire.css';

type Values = {
  startTime: string;
  endTime: string;
  guestCount: string;
  occasion: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  message: string;
};
const empty: Values = {
  startTime: '',
  endTime: '',
  guestCount: '',
  occasion: '',
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  message: '',
};
const unitText = { person: 'pro Person', evening: 'pro Abend' } as const;

/**
 * The guest's inquiry to hire a space (docs/hire.md#the-guests-form): the space, its month
 * calendar, the evening, guests, occasion, packages with a price estimate ('unverbindlich'), the
 * contact (phone required: the owner calls back), a message and the proof of work. Field errors
 * are checked here with the API's own schema and shown under each field, the server's likewise.
 */
export default function HireForm({ initialVenue }: { initialVenue?: 'rappen' | 'irish' }) {
  const id = useId();
  const [spaces, setSpaces] = useState<HireSpace[]>();
  const [loadError, setLoadError] = useState('');
  const [spaceId, setSpaceId] = useState('');
  const [date, setDate] = useState('');
  const [packages, setPackages] = useState<PackageId[]>([]);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const proof = useRef<ProofOfWorkHandle>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const first = addDays(berlinDay(new Date()), 1);

  useEffect(() => {
    fetchSpaces().then((answer) => {
      if (!answer.ok) return setLoadError(answer.error);
      setSpaces(answer.body.spaces);
    });
  }, []);
  // A tab's 'Anfrage stellen' picks its venue's first space; the form keeps what it was given.
  // biome-ignore lint/correctness/useExhaustiveDependencies: choosing again only when the spaces or the venue change.
  useEffect(() => {
    const chosen = spaces?.find((s) => s.venue === initialVenue) ?? spaces?.[0];
    if (chosen) choose(chosen);
  }, [spaces, initialVenue]);
  useEffect(() => {
    if (done) thanks.current?.focus();
  }, [done]);

  const space = spaces?.find((s) => s.id === spaceId);
  function choose(s: HireSpace) {
    setSpaceId(s.id);
    setDate('');
    setPackages((p) => p.filter((id) => s.packages.some((k) => k.id === id)));
    setValues((v) => ({ ...v, startTime: s.defaultStart, endTime: s.defaultEnd }));
  }
  const set = (name: keyof Values) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };
  const field = (name: string, label: string) => ({
    id: `${id}-${name}`,
    label,
    error: errors[name],
    look: 'contact' as const,
  });
  const guests = Number(values.guestCount) || 0;
  const estimate = space ? estimateCents(space.packages, packages, guests) : 0;

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!space) return;
    const input = {
      space: space.id,
      date,
      startTime: values.startTime,
      endTime: values.endTime,
      guestCount: values.guestCount === '' ? Number.NaN : Number(values.guestCount),
      occasion: values.occasion,
      packages,
      customerName: values.customerName,
      customerEmail: values.customerEmail,
      customerPhone: values.customerPhone,
      ...(values.message.trim() && { message: values.message }),
    };
    const checked = inquiryForSpace({ ...space, packages: space.packages.map((p) => p.id) }).safeParse(input);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const key = String(issue.path[0] ?? '');
        found[key] ??= issue.message;
      }
      if (!date) found.date = hireText.dayInvalid;
      setErrors(found);
      setFormError('');
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSending(true);
    setFormError('');
    let altcha: string;
    try {
      altcha = (await proof.current?.solution()) ?? '';
    } catch {
      setSending(false);
      setFormError(proofMessages.unsolved);
      return;
    }
    const answer = await postInquiry({ ...checked.data, altcha });
    proof.current?.reset();
    setSending(false);
    if (answer.ok) return setDone(true);
    setErrors(answer.fieldErrors ?? {});
    setFormError(answer.error);
  }

  if (done) {
    return (
      <p className="contact-form__success hire-thanks" role="status" tabIndex={-1} ref={thanks}>
        {hireText.thanks}
      </p>
    );
  }
  if (loadError) {
    return (
      <p className="contact-form__error" role="alert">
        {loadError}
      </p>
    );
  }
  if (!spaces) return <p className="hire-loading">Räume werden geladen …</p>;

  return (
    <form className="contact-form hire-form" onSubmit={onSubmit} noValidate aria-describedby={`${id}-required`}>
      <p className="contact-form__required" id={`${id}-required`}>
        Pflichtfelder sind mit * markiert.
      </p>
      <Field {...field('space', 'Raum')} mark="required">
        <select
          value={spaceId}
          onChange={(e) => {
            const s = spaces.find((x) => x.id === e.target.value);
            if (s) choose(s);
          }}
        >
          {spaces.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label} (bis {s.maxGuests} Personen)
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="hire-form__date">
        <legend>Datum *</legend>
        <HireCalendar
          space={spaceId}
          value={date}
          first={first}
          onPick={(day) => {
            setDate(day);
            setErrors(({ date: _, ...rest }) => rest);
          }}
        />
        <p className="hire-form__picked" id={`${id}-date`} tabIndex={-1} aria-live="polite">
          {date ? `Gewählt: ${longGermanDate(date)}` : 'Bitte wählen Sie einen freien Tag im Kalender.'}
        </p>
        {errors.date && <p className="contact-form__field-error">{errors.date}</p>}
        <ul className="hire-legend" aria-label="Legende">
          {(['frei', 'angefragt', 'belegt', 'nicht-buchbar'] as const).map((s) => (
            <li key={s} data-state={s}>
              {dayStateLabel[s]}
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="contact-form__row">
        <Field {...field('startTime', 'Beginn')} mark="required">
          <input type="time" value={values.startTime} onChange={set('startTime')} required />
        </Field>
        <Field {...field('endTime', 'Ende')} mark="required" hint="Ein Ende nach Mitternacht ist möglich.">
          <input type="time" value={values.endTime} onChange={set('endTime')} required />
        </Field>
      </div>
      <div className="contact-form__row">
        <Field
          {...field('guestCount', 'Gäste')}
          mark="required"
          hint={space && `${space.minGuests} bis ${space.maxGuests} Personen`}
        >
          <input
            type="number"
            inputMode="numeric"
            min={space?.minGuests}
            max={space?.maxGuests}
            value={values.guestCount}
            onChange={set('guestCount')}
            required
          />
        </Field>
        <Field {...field('occasion', 'Anlass')} mark="required">
          <select value={values.occasion} onChange={set('occasion')} required>
            <option value="">Bitte wählen</option>
            <Options values={occasions} label={(o) => occasionLabel[o]} />
          </select>
        </Field>
      </div>
      {space && space.packages.length > 0 && (
        <fieldset className="hire-form__packages">
          <legend>Pakete (optional)</legend>
          {space.packages.map((p) => (
            <label key={p.id} className="hire-form__package">
              <input
                type="checkbox"
                checked={packages.includes(p.id)}
                onChange={(e) =>
                  setPackages((all) => (e.target.checked ? [...all, p.id] : all.filter((x) => x !== p.id)))
                }
              />{' '}
              {p.label}: {formatEuro(p.priceCents)} {unitText[p.unit]}
            </label>
          ))}
          {errors.packages && <p className="contact-form__field-error">{errors.packages}</p>}
          <p className="hire-form__estimate" aria-live="polite">
            {hireText.estimate}: <strong>{formatEuro(estimate)}</strong> ({hireText.estimateNote})
          </p>
        </fieldset>
      )}
      <div className="contact-form__row">
        <Field {...field('customerName', 'Name')} mark="required">
          <input autoComplete="name" value={values.customerName} onChange={set('customerName')} required />
        </Field>
        <Field {...field('customerEmail', 'E-Mail')} mark="required">
          <input
            type="email"
            autoComplete="email"
            value={values.customerEmail}
            onChange={set('customerEmail')}
            required
          />
        </Field>
      </div>
      <Field {...field('customerPhone', 'Telefon')} mark="required" hint="Wir rufen Sie vor dem Angebot zurück.">
        <input type="tel" autoComplete="tel" value={values.customerPhone} onChange={set('customerPhone')} required />
      </Field>
      <Field {...field('message', 'Nachricht')} mark="optional">
        <textarea rows={4} value={values.message} onChange={set('message')} />
      </Field>
      <ProofOfWork ref={proof} form="hire" />
      <button type="submit" className="btn btn--rappen" disabled={sending}>
        {sending ? 'Wird gesendet …' : 'Anfrage senden'}
      </button>
      <div role="alert">{formError && <p className="contact-form__error">{formError}</p>}</div>
    </form>
  );
}
