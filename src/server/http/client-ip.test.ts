import { describe, expect, it } from 'vitest';
import { proxySecret, resolveClientIp, trustedHopsFor, trustedProxyHops } from './client-ip';

describe('resolveClientIp', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(resolveClientIp('203.0.113.9', '198.51.100.1', 0)).toBe('198.51.100.1');
  });

  it('takes the address the nearest trusted proxy saw, not what the client prepended', () => {
    expect(resolveClientIp('1.2.3.4, 203.0.113.9', '10.0.0.1', 1)).toBe('203.0.113.9');
    expect(resolveClientIp('1.2.3.4, 203.0.113.9, 10.0.0.7', '10.0.0.1', 2)).toBe('203.0.113.9');
  });

  it('uses the first entry when there are fewer entries than trusted proxies', () => {
    expect(resolveClientIp('203.0.113.9', '10.0.0.1', 3)).toBe('203.0.113.9');
  });

  it('falls back to the peer, then to one shared bucket', () => {
    expect(resolveClientIp(' , ', '10.0.0.1', 1)).toBe('10.0.0.1');
    expect(resolveClientIp(undefined, undefined, 1)).toBe('unknown');
  });
});

describe('trustedProxyHops', () => {
  it('reads a whole number and refuses anything else', () => {
    expect(trustedProxyHops(undefined, 1)).toBe(1);
    expect(trustedProxyHops('0', 1)).toBe(0);
    expect(trustedProxyHops('2', 0)).toBe(2);
    expect(() => trustedProxyHops('-1', 0)).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => trustedProxyHops('yes', 0)).toThrow(/TRUST_PROXY_HOPS/);
  });
});

describe('trustedHopsFor', () => {
  const trust = { hops: 1, proxySecret: 'a'.repeat(32) };

  it('believes one hop more for a request through the rewrite proxy, named by its secret', () => {
    expect(trustedHopsFor(trust, 'a'.repeat(32))).toBe(2);
    expect(trustedHopsFor(trust, undefined)).toBe(1);
    expect(trustedHopsFor(trust, 'a'.repeat(31))).toBe(1);
    expect(trustedHopsFor(trust, `${'a'.repeat(32)}b`)).toBe(1);
    expect(trustedHopsFor(trust, 'b'.repeat(32))).toBe(1);
    expect(trustedHopsFor({ hops: 1 }, '')).toBe(1);
  });

  it('takes PROXY_SECRET only long enough not to be guessed', () => {
    expect(proxySecret(undefined)).toBeUndefined();
    expect(proxySecret('')).toBeUndefined();
    expect(proxySecret('x'.repeat(32))).toBe('x'.repeat(32));
    expect(() => proxySecret('kurz')).toThrow(/PROXY_SECRET/);
  });
});
