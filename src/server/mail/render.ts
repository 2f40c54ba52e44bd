import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

/**
 * Renders a React Email template to the two bodies every mail carries. React escapes every value
 * it renders, so guest input in a template is HTML-escaped without further care.
 */
export async function renderMail(template: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(template);
  return { html, text: toPlainText(html) };
}
