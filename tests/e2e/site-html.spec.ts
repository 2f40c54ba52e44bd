import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { htmlValidateConfig, publicPages } from './site-helpers';

/** An event's page is built from a content file; one stands for all. */
const eventPage = '/veranstaltungen/2026-12-05-the-black-velvet-band';

test('every page ends with its html element: nothing after </html>', async ({ request }, info) => {
  test.skip(info.project.name !== 'desktop', 'the markup is the same at every width');
  const staffPages = [
    '/admin',
    '/admin/reservierungen',
    '/admin/tischplan',
    '/admin/bestellungen',
    '/admin/team',
    '/admin/konto',
    '/admin/protokoll',
    '/admin/zahlen',
    '/admin/einladung',
    '/bestellungen-intern',
  ];
  const pages = [
    ...publicPages.map((p) => p.path),
    eventPage,
    ...staffPages,
    '/tischplan-backup',
    '/reservierung/stornieren',
    '/reservierung/verwalten',
  ];
  for (const path of pages) {
    const html = (await (await request.get(path)).text()).trimEnd();
    expect(html.slice(html.lastIndexOf('</html>')), path).toBe('</html>');
  }
});

test('every public page is valid HTML', async ({ request }, info) => {
  test.skip(info.project.name !== 'desktop', 'the markup is the same at every width');
  const validator = new HtmlValidate(htmlValidateConfig as never);
  for (const path of [...publicPages.map((p) => p.path), eventPage]) {
    const report = await validator.validateString(await (await request.get(path)).text());
    const messages = report.results.flatMap((r) =>
      r.messages.map((m) => `${path}: ${m.ruleId} ${m.message} (${m.selector})`),
    );
    expect(messages).toEqual([]);
  }
});
