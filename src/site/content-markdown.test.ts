import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { describe, expect, it } from 'vitest';
import { markdownOnly, safeAddress, withoutHtml } from './content-markdown.mjs';

const render = async (markdown: string) =>
  (await (await createSatteriMarkdownProcessor({ hastPlugins: [markdownOnly] })).render(markdown)).code;

describe("the content's Markdown", () => {
  it('renders Markdown as before: emphasis, lists, links to the web, mail and phone, and site paths', async () => {
    const html = await render(
      '**Live** im Pub\n\n- [Tickets](https://example.org/t)\n- [Mail](mailto:info@example.org)\n- [Anrufen](tel:+497121)\n- [Irish](/irish#kalender)\n\n![Band](https://example.org/b.jpg)',
    );
    expect(html).toContain('<strong>Live</strong>');
    for (const href of ['https://example.org/t', 'mailto:info@example.org', 'tel:+497121', '/irish#kalender']) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain('src="https://example.org/b.jpg"');
  });

  it('drops raw HTML, so no editor sends visitors elsewhere or runs a script', async () => {
    const html = await render(
      'Vorher\n\n<meta http-equiv="refresh" content="0;url=https://evil.example/">\n\n<script>fetch("/api/admin/staff")</script>\n\nText <img src=x onerror="alert(1)"> mit <b>Tag</b> und <!-- Kommentar -->\n\n<form action="https://evil.example"><input name="p"></form>\n\nNachher',
    );
    expect(html).toContain('Vorher');
    expect(html).toContain('Nachher');
    expect(html).not.toMatch(/<(meta|script|img|b|form|input)\b|onerror|<!--/i);
  });

  it('keeps no script or data address in a link or an image, however it is spelled', async () => {
    const html = await render(
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](java%0Ascript:alert(1)) [d](data:text/html,x) ![e](javascript:alert(1))',
    );
    expect(html).not.toMatch(/javascript|data:/i);
    expect(html).toContain('>a</a>');
    for (const bad of ['javascript:x', ' javascript:x', 'java\tscript:x', 'java\nscript:x', 'vbscript:x', 'DATA:x']) {
      expect(safeAddress(bad), bad).toBe(false);
    }
    for (const good of ['/pfad', './pfad:mit-doppelpunkt', '#anker', '?q=1:2', 'https://x.de', 'MAILTO:a@b.de']) {
      expect(safeAddress(good), good).toBe(true);
    }
  });

  it('gives the plain text (calendar, description, iCal) without the markup the page drops', () => {
    expect(
      withoutHtml(
        'Live im Pub.\n\n<meta http-equiv="refresh" content="0;url=/x">\n\n<script>alert(1)</script>\n\n**3 Liter** <!-- x -->für den Sieg',
      ),
    ).toBe('Live im Pub.\n\nalert(1)\n\n**3 Liter** für den Sieg');
  });
});
