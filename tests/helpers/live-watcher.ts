import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A staff view's live stream as `widgets/shared/useLiveChanges.ts` keeps it: reconnects two
 * seconds after the stream ended, broke or was refused, until closed. Records the events it saw.
 */
export function liveStreamWatcher(url: string, cookie: string) {
  const events: { event: string; at: number }[] = [];
  const controller = new AbortController();
  let connections = 0;
  let open = true;

  const loop = (async () => {
    while (open) {
      try {
        const res = await fetch(url, { headers: { cookie }, signal: controller.signal });
        if (res.status === 200 && res.body) {
          connections++;
          await readAll(res.body);
        }
      } catch {
        // Broken or refused: like the browser, try again after the stream's retry time.
      }
      if (open) await sleep(2000);
    }
  })();

  async function readAll(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const event = /^event: (.*)$/m.exec(buffer.slice(0, end))?.[1];
        if (event) events.push({ event, at: Date.now() });
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  }

  async function waitFor(test: (e: { event: string; at: number }) => boolean, timeoutMs: number, what: string) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (events.some(test)) return;
      await sleep(100);
    }
    throw new Error(
      `no ${what} within ${timeoutMs} ms (connections: ${connections}, events: ${JSON.stringify(events)})`,
    );
  }

  return {
    /** Resolves once the first stream is listening. */
    ready: () => waitFor((e) => e.event === 'ready', 10_000, 'ready'),
    /** Resolves once a second stream is listening (the first one ended and the view reconnected). */
    reconnected: (timeoutMs: number) =>
      waitFor(() => events.filter((e) => e.event === 'ready').length > 1, timeoutMs, 'second ready'),
    /** Resolves when a `change` has arrived since `since` (a time from `Date.now()`). */
    changeSince(since: number, timeoutMs: number) {
      return waitFor((e) => e.event === 'change' && e.at >= since, timeoutMs, 'change');
    },
    get connections() {
      return connections;
    },
    close() {
      open = false;
      controller.abort();
      return loop;
    },
  };
}
