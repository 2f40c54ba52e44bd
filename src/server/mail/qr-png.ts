/**
 * A QR code's modules as a PNG (greyscale, 8 bits, black on white), for mails: mail programs show
 * PNG images but not SVG. Written with the platform's `CompressionStream` (Node and Deno both have
 * it), so the Edge Function needs no image library.
 */
export async function qrPng(modules: readonly (readonly boolean[])[], scale = 6): Promise<Uint8Array> {
  const size = modules.length * scale;
  const raw = new Uint8Array((size + 1) * size);
  for (let y = 0; y < size; y++) {
    const row = modules[Math.floor(y / scale)] ?? [];
    const at = y * (size + 1);
    // Each scanline starts with its filter type; 0 is none.
    raw[at] = 0;
    for (let x = 0; x < size; x++) raw[at + 1 + x] = row[Math.floor(x / scale)] ? 0 : 255;
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, size);
  view.setUint32(4, size);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, adaptive filtering, no interlace
  const signature = [137, 80, 78, 71, 13, 10, 26, 10];
  return concat([
    new Uint8Array(signature),
    chunk('IHDR', header),
    chunk('IDAT', await deflate(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** zlib-wrapped deflate, which is what PNG's IDAT holds. */
async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
