import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type Box, fitView } from '../../src/domain/plan/geometry';

/** Zoom and pan of the canvas: stage scale and offset in screen px. */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export const zoomLimits = { min: 0.2, max: 4 } as const;
const zoomStep = 1.2;

/** Size of the canvas container (ResizeObserver) and the view on the plan, with zoom helpers. */
export function useView(container: RefObject<HTMLElement | null>, content: () => Box) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const fitted = useRef(false);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      setSize({ width: Math.floor(entry.contentRect.width), height: Math.floor(entry.contentRect.height) });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [container]);

  const fitAll = useCallback(() => {
    if (size.width === 0) return;
    // Leave room for the area tabs and the toolbar floating over the top of the canvas.
    const top = 52;
    const bottom = 40;
    const v = fitView(content(), { width: size.width, height: size.height - top - bottom }, 32, zoomLimits);
    setView({ ...v, y: v.y + top });
  }, [content, size]);

  // Fit once the container has a size, so the whole plan is in view when the editor opens.
  useEffect(() => {
    if (!fitted.current && size.width > 0) {
      fitted.current = true;
      fitAll();
    }
  }, [size, fitAll]);

  /** Zooms by `factor` keeping the screen point `at` (default: the centre) where it is. */
  const zoomBy = useCallback(
    (factor: number, at?: { x: number; y: number }) => setView((v) => zoomView(v, factor, at ?? centre(size))),
    [size],
  );

  return {
    size,
    view,
    setView,
    fit: fitAll,
    zoomIn: () => zoomBy(zoomStep),
    zoomOut: () => zoomBy(1 / zoomStep),
    zoomBy,
    /** 100 %, keeping the centre of the view. */
    zoomReset: () => setView((v) => zoomView(v, 1 / v.scale, centre(size))),
    pan: (dx: number, dy: number) => setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy })),
  };
}

function centre(size: { width: number; height: number }) {
  return { x: size.width / 2, y: size.height / 2 };
}

/** The view zoomed by `factor` (within the limits) about the screen point `at`. */
export function zoomView(v: View, factor: number, at: { x: number; y: number }): View {
  const scale = Math.min(zoomLimits.max, Math.max(zoomLimits.min, v.scale * factor));
  const k = scale / v.scale;
  return { scale, x: at.x - (at.x - v.x) * k, y: at.y - (at.y - v.y) * k };
}
