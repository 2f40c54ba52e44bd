/**
 * Auto-advancing, looping carousel behaviour for markup of this shape:
 *   [data-carousel][data-interval=ms] > [data-viewport] > [data-track] > [data-slide]…
 *   optional [data-prev], [data-next], [data-dot] (data-index), [data-toggle] (pause/play)
 * The step is the CSS custom property --step on the root (a percentage of the viewport, 100% by
 * default). Slides cloned for the seamless loop are inert and hidden from assistive technology.
 * Pauses while hovered or focused; never auto-advances with prefers-reduced-motion.
 */
export function initCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-track]');
  if (!track) return;
  const slides = [...track.querySelectorAll<HTMLElement>('[data-slide]')];
  const count = slides.length;
  if (count < 2) return;
  const interval = Number(root.dataset.interval ?? 5000);
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-dot]')];
  const toggle = root.querySelector<HTMLButtonElement>('[data-toggle]');
  const live = root.querySelector<HTMLElement>('[data-live]');

  // Clones after the last slide let the track run on past the end before snapping back to 0.
  for (const slide of slides) {
    const clone = slide.cloneNode(true) as HTMLElement;
    clone.removeAttribute('data-slide');
    clone.setAttribute('aria-hidden', 'true');
    clone.inert = true;
    for (const el of clone.querySelectorAll('[id]')) el.removeAttribute('id');
    track.append(clone);
  }

  let index = 0;
  let timer: number | undefined;
  let paused = false;
  let hovered = false;
  let focused = false;

  const step = () => {
    const value = getComputedStyle(root).getPropertyValue('--step').trim();
    return value.endsWith('%') ? Number.parseFloat(value) : 100;
  };

  const render = (animate: boolean) => {
    track.style.transition = animate && !reduced.matches ? '' : 'none';
    track.style.transform = `translateX(-${index * step()}%)`;
    const current = index % count;
    // With one slide per view, the others are off screen: keep them out of focus and the a11y tree.
    slides.forEach((slide, i) => {
      slide.inert = i !== current && step() >= 100;
    });
    for (const [i, dot] of dots.entries()) dot.setAttribute('aria-current', String(i === current));
    if (live) live.textContent = `${current + 1} von ${count}`;
  };

  const go = (to: number, animate = true) => {
    if (to < 0) {
      // Jump to the clone of slide 0 first, then animate backwards onto the last slide.
      index = count;
      render(false);
      void track.offsetWidth;
      to = count - 1;
    }
    index = to;
    render(animate);
    if (index >= count) {
      const done = () => {
        index = index % count;
        render(false);
      };
      if (reduced.matches) done();
      else track.addEventListener('transitionend', done, { once: true });
    }
  };

  const running = () => !paused && !hovered && !focused && !reduced.matches && !document.hidden;
  const schedule = () => {
    window.clearInterval(timer);
    timer = undefined;
    if (running()) timer = window.setInterval(() => go(index + 1), interval);
    if (toggle) {
      toggle.setAttribute('aria-pressed', String(paused));
      toggle.textContent = paused ? 'Abspielen' : 'Pause';
      toggle.hidden = reduced.matches;
    }
  };

  root.querySelector('[data-prev]')?.addEventListener('click', () => go((index % count) - 1));
  root.querySelector('[data-next]')?.addEventListener('click', () => go((index % count) + 1));
  for (const dot of dots) dot.addEventListener('click', () => go(Number(dot.dataset.index)));
  toggle?.addEventListener('click', () => {
    paused = !paused;
    schedule();
  });
  root.addEventListener('mouseenter', () => {
    hovered = true;
    schedule();
  });
  root.addEventListener('mouseleave', () => {
    hovered = false;
    schedule();
  });
  root.addEventListener('focusin', () => {
    focused = true;
    schedule();
  });
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) {
      focused = false;
      schedule();
    }
  });
  document.addEventListener('visibilitychange', schedule);
  reduced.addEventListener('change', schedule);
  window.addEventListener('resize', () => render(false));
  render(false);
  schedule();
}

export function initCarousels(): void {
  document.querySelectorAll<HTMLElement>('[data-carousel]').forEach(initCarousel);
}
