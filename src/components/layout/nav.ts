/** Header navigation of docs/routes.md#public-pages, in order. `Reservieren` is the header button and the mobile menu's extra entry. */
export const headerNav = [
  { href: '/', label: 'Start' },
  { href: '/rappen', label: 'Rappen' },
  { href: '/irish', label: 'Irish Pub' },
  { href: '/ueber-uns', label: 'Über uns' },
  { href: '/mietmoeglichkeiten', label: 'Mietmöglichkeiten' },
  { href: '/kontakt', label: 'Kontakt' },
] as const;

export const reserveLink = { href: '/reservierung', label: 'Reservieren' } as const;

/** Footer links of docs/routes.md#public-pages, in order. */
export const footerNav = [
  ...headerNav,
  reserveLink,
  { href: '/impressum', label: 'Impressum' },
  { href: '/datenschutz', label: 'Datenschutz' },
] as const;

export type LogoKind = 'irish' | 'rappen' | 'combined';

/** The header logo depends on the path: Irish on /irish, Rappen on /rappen, combined elsewhere. */
export function logoFor(path: string): LogoKind {
  const clean = path.replace(/\/+$/, '') || '/';
  if (clean === '/irish') return 'irish';
  if (clean === '/rappen') return 'rappen';
  return 'combined';
}

export const logoAlt: Record<LogoKind, string> = {
  irish: 'Logo des Irish Pub Reutlingen',
  rappen: 'Logo des Rappen Reutlingen',
  combined: 'Logo von Rappen und Irish Pub Reutlingen',
};

export function isCurrent(path: string, href: string): boolean {
  const clean = path.replace(/\/+$/, '') || '/';
  return clean === href;
}
