import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { InquiryRequestInput } from '../../src/domain/hire/schemas';
import { solveProof } from '../helpers/proof';

/** The first admin of the end-to-end server (playwright.config.ts sets ADMIN_EMAIL/ADMIN_PASSWORD). */
export const admin = { email: 'info@irishpub-reutlingen.de', password: 'e2e-admin-passwort' };

/** Signs in through the API in the page's browser context (the page then shares the cookie). */
export async function signInByApi(page: Page, baseURL: string | undefined) {
  const res = await page.request.post('/api/auth/login', {
    data: { identifier: 'admin', password: admin.password },
    headers: { origin: new URL(baseURL ?? '').origin },
  });
  expect(res.status()).toBe(200);
}

/** Runs axe on the page (WCAG 2.1 AA) and expects no violations. */
export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

/** A name no other parallel test uses. */
export function unique(prefix: string): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
}

/** The calendar day `weeksAhead` weeks from now on ISO weekday `isoDow` (1 Monday … 7 Sunday), Berlin time. */
export function upcoming(isoDow: number, weeksAhead: number): string {
  const today = new Date(
    `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())}T12:00:00Z`,
  );
  const dow = today.getUTCDay() || 7;
  const d = new Date(today);
  d.setUTCDate(d.getUTCDate() + ((isoDow - dow + 7) % 7) + 7 * weeksAhead);
  return d.toISOString().slice(0, 10);
}

/** What a guest form sends as `altcha`: a challenge of `form` from the server, solved. */
export async function proofFor(request: APIRequestContext, form: 'booking' | 'hire'): Promise<string> {
  return solveProof(await (await request.get(`/api/challenge?form=${form}`)).json());
}

export interface GuestBooking {
  date: string;
  startTime: string;
  endTime?: string;
  tableId: number;
  guestCount: number;
  customerName: string;
  customerEmail: string;
  customerPhone?: string;
  specialRequests?: string;
}

/**
 * Books as a guest through the public API; returns the HTTP status. Each call comes from its own
 * (documentation-range) address, so these guests do not use up the per-IP booking limit of the
 * browser tests that share this server.
 */
export async function bookAsGuest(request: APIRequestContext, baseURL: string | undefined, booking: GuestBooking) {
  const res = await request.post('/api/reservations', {
    data: { ...booking, altcha: await proofFor(request, 'booking') },
    headers: {
      origin: new URL(baseURL ?? '').origin,
      'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 254) + 1}`,
    },
  });
  return res.status();
}

/** Asks to hire a space as a guest (`POST /api/hire/inquiries`) with a solved proof, from `ip`. */
export async function askToHire(
  request: APIRequestContext,
  baseURL: string | undefined,
  inquiry: InquiryRequestInput,
  ip: string,
) {
  return request.post('/api/hire/inquiries', {
    data: { ...inquiry, altcha: await proofFor(request, 'hire') },
    headers: { origin: new URL(baseURL ?? '').origin, 'x-forwarded-for': ip },
  });
}
