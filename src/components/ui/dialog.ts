/** Wires `[data-dialog-open=id]` buttons to `<dialog data-popup id>` elements (once per page). */
let wired = false;

export function initPopups(): void {
  if (wired) return;
  wired = true;
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const opener = target.closest<HTMLElement>('[data-dialog-open]');
    if (opener) {
      const dialog = document.getElementById(opener.dataset.dialogOpen ?? '');
      if (dialog instanceof HTMLDialogElement) {
        dialog.showModal();
        dialog.addEventListener('close', () => opener.focus(), { once: true });
      }
      return;
    }
    if (target.closest('[data-popup-close]')) target.closest('dialog')?.close();
    else if (target instanceof HTMLDialogElement && target.matches('[data-popup]')) target.close();
  });
}
