import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('keeps an ordinary address readable', () => {
    expect(mailtoHref('info@irishpub-reutlingen.de')).toBe('mailto:info@irishpub-reutlingen.de');
  });

  it('encodes whatever could add a header field or end the link', () => {
    expect(mailtoHref('a@b.de?bcc=alle@x.de')).toBe('mailto:a@b.de%3Fbcc%3Dalle@x.de');
    expect(mailtoHref('a@b.de', { subject: 'Feier & Co\r\nBcc: x', body: 'Hallo "Pub"' })).toBe(
      'mailto:a@b.de?subject=Feier%20%26%20Co%0D%0ABcc%3A%20x&body=Hallo%20%22Pub%22',
    );
  });
});
