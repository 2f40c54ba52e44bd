import { forwardRef, useImperativeHandle, useRef } from 'react';
import type { CompressionResult } from '../../src/domain/plan/compression';
import { compressImageFile } from './compress-browser';

export interface ImagePickerHandle {
  pick: (mode: 'add' | 'replace') => void;
}

/** A hidden file input for images; the chosen file is compressed (docs/booking.md#table-plan) before it reaches the plan. */
export const ImagePicker = forwardRef<
  ImagePickerHandle,
  { onImage: (mode: 'add' | 'replace', image: CompressionResult) => void; onError: (text: string) => void }
>(function ImagePicker({ onImage, onError }, ref) {
  const input = useRef<HTMLInputElement>(null);
  const mode = useRef<'add' | 'replace'>('add');
  useImperativeHandle(ref, () => ({
    pick(m) {
      mode.current = m;
      input.current?.click();
    },
  }));
  return (
    <input
      ref={input}
      type="file"
      accept="image/*"
      hidden
      aria-label="Bild auswählen"
      data-testid="plan-image-input"
      onChange={async (e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        if (!file) return;
        try {
          onImage(mode.current, await compressImageFile(file));
        } catch {
          onError('Das Bild konnte nicht gelesen werden.');
        }
      }}
    />
  );
});
