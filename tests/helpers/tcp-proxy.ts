import { createConnection, createServer, type Server } from 'node:net';

/**
 * A TCP proxy in front of Postgres that counts round trips: a new one starts whenever the client
 * writes after the server has answered. With `delayMs`, every chunk waits that long each way, as
 * to a database on another host.
 */
export async function roundTripCounter(target: URL, delayMs = 0) {
  let trips = 0;
  // Chunks keep their order: timers of equal delay fire in the order they were set.
  const later = (send: () => void) => (delayMs ? setTimeout(send, delayMs) : send());
  const server: Server = createServer({ noDelay: true }, (client) => {
    let answered = true;
    const upstream = createConnection({ port: Number(target.port || 5432), host: target.hostname, noDelay: true });
    client.on('data', (chunk) => {
      if (answered) trips++;
      answered = false;
      later(() => upstream.write(chunk));
    });
    upstream.on('data', (chunk) => {
      answered = true;
      later(() => client.write(chunk));
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no proxy port');
  const url = new URL(target);
  url.host = `127.0.0.1:${address.port}`;
  return {
    url: url.toString(),
    /** Round trips since the last call. */
    take() {
      const n = trips;
      trips = 0;
      return n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
