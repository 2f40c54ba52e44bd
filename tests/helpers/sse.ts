/**
 * Reads Server-Sent Events from a response body until `until` accepts one; fails after `timeoutMs`
 * (generous: it returns as soon as the event comes, and a busy machine delivers it late).
 */
export async function readEvents(
  res: Response,
  until: (event: { event: string; data: string }) => boolean,
  timeoutMs = 10_000,
): Promise<{ event: string; data: string }[]> {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const seen: { event: string; data: string }[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('no event in time')), deadline - Date.now()),
        ),
      ]);
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
        if (block.trim() && !block.startsWith(':')) {
          seen.push({ event, data });
          if (until({ event, data })) return seen;
        }
        end = buffer.indexOf('\n\n');
      }
    }
  } finally {
    reader.releaseLock();
  }
  throw new Error(`stream ended; saw ${JSON.stringify(seen)}`);
}
