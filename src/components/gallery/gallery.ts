/** Lightbox behaviour of Gallery.astro: open at an image, move, wrap around, close. */
export function initGallery(root: HTMLElement): void {
  const dialog = root.querySelector<HTMLDialogElement>('[data-dialog]');
  if (!dialog) return;
  const slides = [...dialog.querySelectorAll<HTMLElement>('[data-slide]')];
  const minis = [...dialog.querySelectorAll<HTMLButtonElement>('[data-go]')];
  const counter = dialog.querySelector<HTMLElement>('[data-counter]');
  const total = slides.length;
  let current = 0;
  let opener: HTMLElement | null = null;

  const show = (i: number) => {
    current = ((i % total) + total) % total;
    slides.forEach((slide, n) => {
      slide.hidden = n !== current;
    });
    for (const [n, mini] of minis.entries()) mini.setAttribute('aria-current', String(n === current));
    if (counter) counter.textContent = `${current + 1} / ${total}`;
    minis[current]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-open]')) {
    button.addEventListener('click', () => {
      opener = button;
      show(Number(button.dataset.open));
      dialog.showModal();
    });
  }
  for (const button of dialog.querySelectorAll<HTMLButtonElement>('[data-step]')) {
    button.addEventListener('click', () => show(current + Number(button.dataset.step)));
  }
  for (const mini of minis) mini.addEventListener('click', () => show(Number(mini.dataset.go)));
  dialog.querySelector('[data-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') show(current + 1);
    else if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(total - 1);
    else return;
    event.preventDefault();
  });
  // A click on the backdrop (outside the frame) closes, as guests expect from a lightbox.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => opener?.focus());
}

export function initGalleries(): void {
  document.querySelectorAll<HTMLElement>('[data-gallery]').forEach(initGallery);
}
