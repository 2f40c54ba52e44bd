/**
 * A `mailto:` link (RFC 6068) with every part percent-encoded, so an address or a prefilled
 * subject can never add header fields (`?cc=…`, `&bcc=…`) or break out of the attribute.
 */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const to = encodeURIComponent(address.trim()).replaceAll('%40', '@');
  const query = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${encodeURIComponent(value as string)}`)
    .join('&');
  return `mailto:${to}${query ? `?${query}` : ''}`;
}
