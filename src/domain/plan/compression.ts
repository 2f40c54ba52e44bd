/**
 * Image compression of docs/booking.md#table-plan, as a plan of steps the browser carries out: scale to a maximum
 * side of 300 px at JPEG quality 0.3; while the result is over 50 KB, 200 px at 0.2; while still
 * over 30 KB, 150 px at 0.1. Sizes are those of the `data:` URL as it is stored in the plan.
 */
export interface CompressionStep {
  maxSide: number;
  quality: number;
  /** The step runs only when the previous result is larger than this many bytes (first: always). */
  whenOverBytes: number;
}

export const compressionSteps: readonly CompressionStep[] = [
  { maxSide: 300, quality: 0.3, whenOverBytes: 0 },
  { maxSide: 200, quality: 0.2, whenOverBytes: 50 * 1024 },
  { maxSide: 150, quality: 0.1, whenOverBytes: 30 * 1024 },
];

/** Draws the image at most `maxSide` px on its longer side as JPEG of `quality`; returns a data URL. */
export type JpegEncoder = (step: { width: number; height: number; quality: number }) => Promise<string>;

/** The size an image gets when its longer side is at most `maxSide` (never enlarged, at least 1 px). */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const factor = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

export function dataUrlBytes(dataUrl: string): number {
  return new TextEncoder().encode(dataUrl).length;
}

export interface CompressionResult {
  dataUrl: string;
  width: number;
  height: number;
  /** Quality and maximum side of each step that ran. */
  steps: { maxSide: number; quality: number; bytes: number }[];
}

/** Runs the compression steps on an image of `width` × `height` px through `encode`. */
export async function compressImage(
  image: { width: number; height: number },
  encode: JpegEncoder,
): Promise<CompressionResult> {
  let result: CompressionResult | undefined;
  for (const step of compressionSteps) {
    const previousBytes = result ? dataUrlBytes(result.dataUrl) : Number.POSITIVE_INFINITY;
    if (result && previousBytes <= step.whenOverBytes) break;
    const size = fitWithin(image.width, image.height, step.maxSide);
    const dataUrl = await encode({ ...size, quality: step.quality });
    result = {
      dataUrl,
      ...size,
      steps: [...(result?.steps ?? []), { maxSide: step.maxSide, quality: step.quality, bytes: dataUrlBytes(dataUrl) }],
    };
  }
  if (!result) throw new Error('no compression step ran');
  return result;
}
