/** Moves `[data-parallax]` elements against the scroll direction by a fraction of their offset. */
let started = false;

export function initParallax(strength = 0.12): void {
  if (started) return;
  started = true;
  const items = [...document.querySelectorAll<HTMLElement>('[data-parallax]')];
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
  let queued = false;
  const update = () => {
    queued = false;
    const mid = window.innerHeight / 2;
    for (const item of items) {
      if (reduced.matches) {
        item.style.transform = '';
        continue;
      }
      const box = item.getBoundingClientRect();
      if (box.bottom < -200 || box.top > window.innerHeight + 200) continue;
      // Clamped, so the bottle never leaves its card.
      const offset = Math.max(-36, Math.min(36, (box.top + box.height / 2 - mid) * strength));
      item.style.transform = `translate3d(0, ${offset.toFixed(1)}px, 0) rotate(${(offset / 20).toFixed(2)}deg)`;
    }
  };
  const request = () => {
    if (!queued) {
      queued = true;
      requestAnimationFrame(update);
    }
  };
  window.addEventListener('scroll', request, { passive: true });
  window.addEventListener('resize', request);
  reduced.addEventListener('change', request);
  update();
}
