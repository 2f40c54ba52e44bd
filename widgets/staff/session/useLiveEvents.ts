import { useEffect, useRef } from 'react';
import { ApiFailure, reportSignedOut } from '../../shared/api/client';
import { auth } from './session';

/**
 * Listens to a staff Server-Sent-Events stream and calls `onChange` with each `change` payload.
 * The browser reconnects by itself; when the stream is refused for good, the session is checked,
 * and a 401 there shows the login screen with its reason.
 */
export function useLiveEvents(url: string, onChange: (data: string) => void) {
  const handler = useRef(onChange);
  handler.current = onChange;
  useEffect(() => {
    const source = new EventSource(url);
    source.addEventListener('change', (e) => handler.current((e as MessageEvent<string>).data));
    // After a reconnect, changes made while disconnected are fetched by treating `ready` as a change.
    let first = true;
    source.addEventListener('ready', () => {
      if (!first) handler.current('{}');
      first = false;
    });
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) return;
      auth.session().catch((error: unknown) => {
        if (error instanceof ApiFailure && error.status === 401) reportSignedOut(error.message);
      });
    };
    return () => source.close();
  }, [url]);
}
