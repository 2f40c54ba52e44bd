import type { ChildProcess } from 'node:child_process';

/**
 * The inspector address a Node process started with `--inspect=127.0.0.1:0` prints on stderr
 * ('Debugger listening on ws://…'); resolves once it is printed.
 */
export function inspectorUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += String(chunk);
      const match = /Debugger listening on (ws:\/\/\S+)/.exec(seen);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before its inspector listened`)));
  });
}

/**
 * The heap a process keeps, in MB, after a full garbage collection, asked through its inspector
 * (`HeapProfiler.collectGarbage`, then `Runtime.getHeapUsage`): what it holds on to, without the
 * garbage its resident memory still counts.
 */
export async function retainedHeapMb(url: string): Promise<number> {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let id = 0;
  const call = (method: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const mine = ++id;
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: Record<string, unknown> };
        if (message.id !== mine) return;
        socket.removeEventListener('message', onMessage);
        resolve(message.result ?? {});
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id: mine, method }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    const usage = await call('Runtime.getHeapUsage');
    return Number(usage.usedSize) / 1024 / 1024;
  } finally {
    socket.close();
  }
}
