import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/domain/auth/accounts';
import { loginMessages } from '../../src/domain/auth/messages';
import { roleLabel } from '../../src/domain/auth/session';
import { fieldLabels, notGiven } from '../../src/domain/booking/labels';
import { messages } from '../../src/domain/booking/messages';
import { contactMessages, locationLabels } from '../../src/domain/contact/schema';
import { closedEventMessage, typeLabels } from '../../src/domain/events/schema';
import { figuresPageText } from '../../src/domain/figures/page-text';
import { figuresText } from '../../src/domain/figures/text';
import { dayStateLabel, hireStatusLabel, hireText, occasionLabel, packageLabel } from '../../src/domain/hire/text';
import { mailProblemText, readdressText } from '../../src/domain/mail-problem';
import { orderMessages } from '../../src/domain/orders/schema';
import { paletteLabels } from '../../src/domain/plan/factory';
import { planMessages } from '../../src/domain/plan/messages';
import { proofMessages } from '../../src/domain/proof-of-work';
import { publishMessages, stepLabel } from '../../src/domain/publish/publish';
import { quizText } from '../../src/domain/quiz/teams';
import { weekText } from '../../src/domain/schedule/labels';
import { scheduleText } from '../../src/domain/schedule/schemas';
import { settingsText } from '../../src/domain/settings/settings';
import { reservationText } from '../../src/domain/staff-reservations/reservations';
import { attendanceLabel, sourceLabel, staffBookingText } from '../../src/domain/staff-reservations/staff-booking';
import { statusText } from '../../src/domain/status/status';
import { textMessages } from '../../src/domain/text';
import { waitlistStatusLabel, waitlistText } from '../../src/domain/waitlist/waitlist';
import { twoFactorText } from '../../src/server/auth/two-factor';
import { notFoundError, unavailableError, unexpectedError } from '../../src/server/errors';
import { tooLargeMessage } from '../../src/server/http/body-limits';
import { badSignatureError, webhooksOffError } from '../../src/server/mail/events';
import { loadFailedText } from '../../widgets/shared/OnDemand';
import { allInlineTexts, hole, inlineTexts } from '../helpers/inline-texts';

const root = process.cwd();

/** The modules that hold the German texts the API and the islands show, by the name a failure gives. */
const textModules: Record<string, unknown> = {
  messages,
  fieldLabels,
  notGiven,
  loginMessages,
  accountMessages,
  twoFactorText,
  roleLabel,
  textMessages,
  proofMessages,
  contactMessages,
  locationLabels,
  closedEventMessage,
  typeLabels,
  orderMessages,
  planMessages,
  paletteLabels,
  publishMessages,
  stepLabel,
  quizText,
  waitlistText,
  waitlistStatusLabel,
  hireText,
  hireStatusLabel,
  packageLabel,
  occasionLabel,
  dayStateLabel,
  scheduleText,
  weekText,
  settingsText,
  reservationText,
  mailProblemText,
  statusText,
  readdressText,
  figuresText,
  staffBookingText,
  sourceLabel,
  attendanceLabel,
  errors: { notFoundError, unavailableError, unexpectedError, tooLargeMessage, badSignatureError, webhooksOffError },
  loadFailedText,
  figuresPageText,
};

/** Marks where an argument of a text function lands (as {@link hole}); as a number it is 7. */
const argument = { toString: () => hole, valueOf: () => 7 };

/** Arguments a text needs to read as it does in use, where a placeholder would not do (a duration). */
const samples: Record<string, unknown[]> = { 'messages.tooLong': [150] };

/** Every text of a module as `[name, text]`; a function's arguments are holes. */
function texts(name: string, value: unknown): [string, string][] {
  if (typeof value === 'string') return [[name, value]];
  if (typeof value === 'function') {
    const args = samples[name] ?? Array.from({ length: Math.max(1, value.length) }, () => argument);
    return texts(name, value(...args));
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(`${name}[${i}]`, v));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => texts(`${name}.${k}`, v));
  return [];
}

const spaced = (s: string) => s.replace(/\s+/g, ' ');
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text as docs/messages.md quotes it: in single quotes, each argument as `{…}`. */
function quoted(text: string): RegExp {
  const parts = spaced(text).split(hole).map(escapeRegExp);
  return new RegExp(`'${parts.join('\\{[^}]+\\}')}'`);
}

describe('docs/messages.md', () => {
  const doc = spaced(readFileSync(join(root, 'docs/messages.md'), 'utf8'));
  const all = Object.entries(textModules).flatMap(([name, value]) => texts(name, value));

  it('collects the texts, holes for arguments', () => {
    expect(all.length).toBeGreaterThan(200);
    expect(texts('t', (a: string, b: number) => `x ${a} y ${b}`)).toEqual([['t', `x ${hole} y ${hole}`]]);
    expect(quoted(`Team ${hole} ist angemeldet.`).test("'Team {name} ist angemeldet.'")).toBe(true);
  });

  it('quotes every text of the text modules', () => {
    const missing = all
      .filter(([, text]) => !quoted(text).test(doc))
      .map(([name, text]) => `${name}: ${text.replaceAll(hole, '{…}')}`);
    expect(missing).toEqual([]);
  });

  it('collects inline texts of islands and schemas, not machine strings', () => {
    const island = `const s = z.string({ error: 'Name fehlt.' });
      export const A = ({ n }) => (
        <div className="a-b a-b--c" aria-label={\`Tisch \${n} wählen\`} title="Tisch">
          <p>
            Noch <strong>{n}</strong> Plätze frei<br />
            bis morgen.
          </p>
          <span>Abbrechen</span><span>Bitte warten …</span>
          <path d="M4 12l5 5L20 6" />
        </div>
      );
      toast('error', 'Fehler beim Speichern aufgetreten');
      throw new Error('no canvas here');`;
    expect(inlineTexts('x.tsx', island).map((t) => t.replaceAll(hole, '{…}'))).toEqual([
      'Name fehlt.',
      'Tisch {…} wählen',
      'Noch {…} Plätze frei bis morgen.',
      'Bitte warten …',
      'Fehler beim Speichern aufgetreten',
    ]);
  });

  it('quotes every text written inline in an island or a schema', () => {
    const inline = allInlineTexts(root);
    expect(inline.length).toBeGreaterThan(300);
    const missing = inline
      .filter(([, text]) => !quoted(text).test(doc))
      .map(([file, text]) => `${file}: ${text.replaceAll(hole, '{…}')}`);
    expect(missing).toEqual([]);
  });
});

describe('docs/data.md', () => {
  const doc = readFileSync(join(root, 'docs/data.md'), 'utf8');
  const dir = join(root, 'supabase/schemas');
  const tables = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/^create (?:unlogged )?table ([\w.]+)/gim)])
    .map((m) => m[1] ?? '');

  it('names every table of the schema files', () => {
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((t) => !doc.includes(`\`${t}\``))).toEqual([]);
  });
});
