import { type Ref, useEffect, useRef, useState } from 'react';
import { secretOf } from '../../src/domain/link-secret';
import type { Outcome } from '../booking/requests';

/** What a link page shows: loading, the German refusal, or what its secret opened. */
export type LinkShown<T> = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'open'; value: T };

/** A step's answer above the page: a success politely, a refusal at once. */
export type LinkNotice = { kind: 'done' | 'error'; text: string };

// A tab keeps the secret across a reload, though the address no longer shows it.
const keptKey = (path: string) => `link-secret:${path}`;

function kept(path: string, secret?: string): string {
  try {
    if (secret) sessionStorage.setItem(keptKey(path), secret);
    return sessionStorage.getItem(keptKey(path)) ?? '';
  } catch {
    // Storage may be switched off: the page then works from the address alone.
    return secret ?? '';
  }
}

/**
 * The secret of a guest link page (`/…#<secret>`), '' when there is none. It is taken from the
 * address's fragment, which is then dropped, so the secret stays out of the address bar, bookmarks
 * and the history; a reload in the same tab finds it again.
 */
function takeSecret(): string {
  const { pathname, search, hash } = location;
  const secret = secretOf(hash);
  if (!secret) return hash ? '' : kept(pathname);
  history.replaceState(history.state, '', pathname + search);
  return kept(pathname, secret);
}

/**
 * A guest link page's plumbing (the booking, offer and team pages): reads the secret and the
 * mail's `?aktion=`, opens what the secret names (`notFound` without a secret, else the API's
 * German refusal) and calls `onOpened` once it shows; `send` runs a step with the secret while
 * `busy`. A notice takes the focus when set (`noticeRef`, or {@link NoticeLine}).
 */
export function useLinkPage<T>(
  notFound: string,
  open: (secret: string) => Promise<Outcome<T>>,
  onOpened?: (value: T, action: string | null) => void,
) {
  const [token, setToken] = useState('');
  const [action, setAction] = useState<string | null>(null);
  const [shown, setShown] = useState<LinkShown<T>>({ kind: 'loading' });
  const [notice, setNotice] = useState<LinkNotice>();
  const [busy, setBusy] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const opening = useRef({ notFound, open, onOpened });

  useEffect(() => {
    const { notFound, open, onOpened } = opening.current;
    const secret = takeSecret();
    const asked = new URLSearchParams(location.search).get('aktion');
    setToken(secret);
    setAction(asked);
    if (!secret) return setShown({ kind: 'error', message: notFound });
    open(secret).then((outcome) => {
      if (!outcome.ok) return setShown({ kind: 'error', message: outcome.error });
      setShown({ kind: 'open', value: outcome.body });
      onOpened?.(outcome.body, asked);
    });
  }, []);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  async function send<R>(step: (secret: string) => Promise<Outcome<R>>): Promise<Outcome<R>> {
    setBusy(true);
    const outcome = await step(token);
    setBusy(false);
    return outcome;
  }
  const show = (value: T) => setShown({ kind: 'open', value });

  return { token, action, shown, show, setShown, notice, setNotice, noticeRef, busy, send };
}

/** A link page's notice: a success as a status, a refusal as an alert; it takes the focus. */
export function NoticeLine({ notice, noticeRef }: { notice: LinkNotice; noticeRef: Ref<HTMLParagraphElement> }) {
  const done = notice.kind === 'done';
  return (
    <p className={done ? 'mb-done' : 'mb-error'} role={done ? 'status' : 'alert'} tabIndex={-1} ref={noticeRef}>
      {notice.text}
    </p>
  );
}

/** A link page before it opens: `loading` while it loads, then the German refusal. */
export function NotOpen({ shown, loading }: { shown: Exclude<LinkShown<unknown>, { kind: 'open' }>; loading: string }) {
  if (shown.kind === 'loading') return <p className="mb-status">{loading}</p>;
  return (
    <p className="mb-error" role="alert">
      {shown.message}
    </p>
  );
}
