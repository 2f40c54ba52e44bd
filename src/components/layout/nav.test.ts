import { describe, expect, it } from 'vitest';
import { footerNav, headerNav, logoFor } from './nav';

describe('navigation', () => {
  it('lists the header entries in their documented order', () => {
    expect(headerNav.map((n) => [n.href, n.label])).toEqual([
      ['/', 'Start'],
      ['/rappen', 'Rappen'],
      ['/irish', 'Irish Pub'],
      ['/ueber-uns', 'Über uns'],
      ['/mietmoeglichkeiten', 'Mietmöglichkeiten'],
      ['/kontakt', 'Kontakt'],
    ]);
  });

  it('lists the footer links as documented', () => {
    expect(footerNav.map((n) => n.href)).toEqual([
      '/',
      '/rappen',
      '/irish',
      '/ueber-uns',
      '/mietmoeglichkeiten',
      '/kontakt',
      '/reservierung',
      '/impressum',
      '/datenschutz',
    ]);
  });

  it('picks the logo by path', () => {
    expect(logoFor('/irish')).toBe('irish');
    expect(logoFor('/irish/')).toBe('irish');
    expect(logoFor('/rappen')).toBe('rappen');
    expect(logoFor('/')).toBe('combined');
    expect(logoFor('/kontakt')).toBe('combined');
    expect(logoFor('/irish-extra')).toBe('combined');
  });
});
