import { useEffect, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and from then on. Lets an island
 * load and draw a heavy part (the floor plan's canvas) only when the guest is about to see it.
 * Pass the returned `ref` as the element's callback ref. Without IntersectionObserver it is true.
 */
export function useNearViewport(margin = '300px'): { near: boolean; ref: (element: Element | null) => void } {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return { near, ref: setElement };
}
