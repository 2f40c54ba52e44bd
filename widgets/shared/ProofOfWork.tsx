import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import type { ProofForm } from '../../src/domain/proof-of-work';
import './proof-of-work.css';

/** What a guest form does with its proof of work. */
export interface ProofOfWorkHandle {
  /** The solved proof for the body field `altcha`; waits for the solving if it still runs. */
  solution(): Promise<string>;
  /** Forgets the spent proof (after every answer of the server); the next focus or submit solves a new one. */
  reset(): void;
}

type Settled = { state: string; payload?: string | undefined };

/**
 * The guest forms' proof of work (ALTCHA), with no puzzle to click: it starts solving when the
 * guest first focuses a field of the form and is done long before the form is; a submit waits
 * for it only if it is not. The widget shows and announces its state itself. Its challenge is
 * issued for `form` and accepted by that form only.
 */
export function ProofOfWork({ ref, form }: { ref: Ref<ProofOfWorkHandle>; form: ProofForm }) {
  const box = useRef<HTMLDivElement>(null);
  const element = useRef<AltchaWidgetElement>(null);
  const settled = useRef<Settled>({ state: 'unverified' });
  const waiting = useRef<((s: Settled) => void)[]>([]);

  /** The element once its script has loaded (the module loads once; the guest may be quicker). */
  async function widget(): Promise<AltchaWidgetElement> {
    await import('./altcha-element');
    await customElements.whenDefined('altcha-widget');
    const el = element.current;
    if (!el) throw new Error('proof-of-work widget gone');
    return el;
  }

  function start() {
    widget()
      .then((el) => {
        if (el.getState() === 'unverified') void el.verify();
      })
      .catch(() => {});
  }

  useEffect(() => {
    const el = element.current;
    const form = box.current?.closest('form');
    const onChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<Settled>).detail;
      settled.current = { state, payload: state === 'verified' ? payload : undefined };
      if (state === 'verified' || state === 'error' || state === 'expired') {
        for (const resolve of waiting.current.splice(0)) resolve(settled.current);
      }
    };
    el?.addEventListener('statechange', onChange);
    form?.addEventListener('focusin', start);
    // The guest may have focused a field before the island hydrated.
    if (form?.contains(document.activeElement)) start();
    else void import('./altcha-element');
    return () => {
      el?.removeEventListener('statechange', onChange);
      form?.removeEventListener('focusin', start);
    };
  });

  useImperativeHandle(ref, () => ({
    async solution() {
      const el = await widget();
      let outcome: Settled = settled.current;
      if (outcome.state === 'verifying' || el.getState() === 'verifying') {
        outcome = await new Promise<Settled>((resolve) => waiting.current.push(resolve));
      } else if (outcome.state !== 'verified') {
        const result = await el.verify();
        outcome = { state: result?.payload ? 'verified' : 'error', payload: result?.payload };
      }
      if (!outcome.payload) throw new Error('proof of work not solved');
      return outcome.payload;
    },
    reset() {
      settled.current = { state: 'unverified' };
      element.current?.reset?.();
    },
  }));

  return (
    <div className="proof-of-work" ref={box}>
      <altcha-widget
        ref={element}
        challenge={`/api/challenge?form=${form}`}
        // The widget's own `onsubmit` mode keeps its checkbox from blocking the form while the
        // proof is still being solved; the focus above starts the work much earlier.
        auto="onsubmit"
        name="altcha"
        language="de"
        configuration={JSON.stringify({ hideLogo: true, hideFooter: true })}
      />
      <p className="proof-of-work__note">Automatische Sicherheitsprüfung ohne Cookies – Sie müssen nichts tun.</p>
    </div>
  );
}
