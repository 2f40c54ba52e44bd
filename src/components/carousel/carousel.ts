/**
 * Auto-advancing, looping carousel behaviour for markup of this shape:
 *   [data-carousel][data-interval=ms] > [data-viewport] > [data-track] > [data-slide]…
 *   optional [data-prev], [data-next], [data-dot] (data-index), [data-toggle] (pause/play)
 * The step is the CSS custom property --step on the root (a percentage of the viewport, 100% by
 * default); the script only sets --index on the track and the stylesheet moves it by
 * --index × --step, so nothing here reads layout or computed style, and a width change needs no
 * script. With `data-several` several slides show at once; otherwise the off-screen slides are
 * inert. Slides cloned for the seamless loop are inert and hidden from assistive technology.
 * Advances only while on screen, not hovered or focused, the tab visible, and never with
 * prefers-reduced-motion.
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

  const several = root.hasAttribute('data-several');
  let onScreen = false;

  const render = (animate: boolean) => {
    track.style.transition = animate && !reduced.matches ? '' : 'none';
    track.style.setProperty('--index', String(index));
    const current = index % count;
    // With one slide per view, the others are off screen: keep them out of focus and the a11y tree.
    slides.forEach((slide, i) => {
      slide.inert = i !== current && !several;
    });
    for (const [i, dot] of dots.entries()) dot.setAttribute('aria-current', String(i === current));
    if (live) live.textContent = `${current + 1} von ${count}`;
  };

  const go = (to: number, animate = true) => {
    if (to < 0) {
      // Jump to the clone of slide 0 first, then animate backwards onto the last slide.
      index = count;
      render(false);
      // The jump has to be laid out before the animated move starts (one read, on a click only).
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

  const running = () => onScreen && !paused && !hovered && !focused && !reduced.matches && !document.hidden;
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
  // A carousel nobody sees does no work: no timer, no style changes.
  new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? false;
    schedule();
  }).observe(root);
  // The markup starts on slide 0 (dot 0 current); only the other slides' inertness is set here.
  if (!several) for (const slide of slides.slice(1)) slide.inert = true;
  schedule();
}

export function initCarousels(): void {
  document.querySelectorAll<HTMLElement>('[data-carousel]').forEach(initCarousel);
}
