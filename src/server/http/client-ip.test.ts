import { describe, expect, it } from 'vitest';
import { resolveClientIp, trustedProxyHops } from './client-ip';

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
