import { useEffect, useRef } from 'react';

/** Wait before opening a stream again that the server refused (503 while its database restarts). */
export const liveRetryMs = 5000;

export interface LiveOptions {
  /**
   * Asked when the server refused the stream (any answer but 200, which the browser does not
   * retry): resolves whether to open it again after {@link liveRetryMs}. Without it, it stays shut.
   */
  refused?: () => Promise<boolean>;
  /** Also calls `onChange` this often, for a page that must follow while its stream is down. */
  everyMs?: number;
}

/** Whether a change notice (`{ date }`) concerns `date`: it names that day, or none (a reconnect). */
export function concernsDay(data: string, date: string | undefined): boolean {
  const changed = (JSON.parse(data || '{}') as { date?: string }).date;
  return !changed || changed === date;
}

/**
 * Every island's live updates: calls `onChange` with each `change` payload of the Server-Sent-Events
 * stream at `url` (none while `url` is undefined), and with '{}' after the browser reconnected a
 * broken stream, as changes may have been missed meanwhile (the server says `ready` on each start).
 */
export function useLiveChanges(url: string | undefined, onChange: (data: string) => void, options: LiveOptions = {}) {
  const latest = useRef({ onChange, ...options });
  latest.current = { onChange, ...options };
  const { everyMs } = options;
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const changed = (data: string) => latest.current.onChange(data);
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let first = true;
    const open = () => {
      const current = new EventSource(url);
      source = current;
      current.addEventListener('change', (e) => changed((e as MessageEvent<string>).data));
      current.addEventListener('ready', () => {
        if (!first) changed('{}');
        first = false;
      });
      current.onerror = () => {
        if (current.readyState !== EventSource.CLOSED) return;
        latest.current.refused?.().then((again) => {
          if (again && source === current) retry = setTimeout(open, liveRetryMs);
        });
      };
    };
    open();
    const timer = everyMs ? setInterval(changed, everyMs, '{}') : undefined;
    return () => {
      source?.close();
      source = undefined;
      clearTimeout(retry);
      clearInterval(timer);
    };
  }, [url, everyMs]);
}
