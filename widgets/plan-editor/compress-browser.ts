import { type CompressionResult, compressImage } from '../../src/domain/plan/compression';

/** Compresses an image file in the browser with the steps of docs/booking.md#table-plan (canvas → JPEG data URL). */
export async function compressImageFile(file: Blob): Promise<CompressionResult> {
  const bitmap = await createImageBitmap(file);
  try {
    return await compressImage({ width: bitmap.width, height: bitmap.height }, async ({ width, height, quality }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d canvas');
      // JPEG has no transparency; a white ground keeps transparent PNGs readable.
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, width, height);
      ctx.drawImage(bitmap, 0, 0, width, height);
      return canvas.toDataURL('image/jpeg', quality);
    });
  } finally {
    bitmap.close();
  }
}
