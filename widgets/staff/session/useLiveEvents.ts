import { useEffect, useRef } from 'react';
import { ApiFailure, reportSignedOut } from '../../shared/api/client';
import { auth } from './session';

/** Wait before opening a stream again that the server refused (503 while its database restarts). */
export const liveRetryMs = 5000;

/**
 * Listens to a staff Server-Sent-Events stream and calls `onChange` with each `change` payload.
 * The browser reconnects by itself after a stream broke; a refused stream (any answer but 200) it
 * gives up, so then the session is checked: a 401 shows the login screen with its reason, anything
 * else (the database restarting) opens the stream again after {@link liveRetryMs}.
 */
export function useLiveEvents(url: string, onChange: (data: string) => void) {
  const handler = useRef(onChange);
  handler.current = onChange;
  useEffect(() => {
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // After a reconnect, changes made while disconnected are fetched by treating `ready` as a change.
    let first = true;
    const open = () => {
      const current = new EventSource(url);
      source = current;
      current.addEventListener('change', (e) => handler.current((e as MessageEvent<string>).data));
      current.addEventListener('ready', () => {
        if (!first) handler.current('{}');
        first = false;
      });
      current.onerror = () => {
        if (current.readyState !== EventSource.CLOSED) return;
        auth.session().then(
          () => reopen(),
          (error: unknown) => {
            if (error instanceof ApiFailure && error.status === 401) reportSignedOut(error.message);
            else reopen();
          },
        );
      };
    };
    const reopen = () => {
      if (stopped) return;
      retry = setTimeout(open, liveRetryMs);
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [url]);
}
