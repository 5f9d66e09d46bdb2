import { parseTrustedProxies, trustProxies } from './client-address';

describe('trustProxies', () => {
  it('by default trusts only the nearest hop, and only a proxy on this host (loopback)', () => {
    const trust = trustProxies(parseTrustedProxies(undefined));
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::ffff:127.0.0.1', 0)).toBe(true);
    expect(trust('::1', 0)).toBe(true);
    expect(trust('203.0.113.9', 0)).toBe(false);
    // A peer on the LAN, Docker or Kubernetes network is not a proxy because of its range.
    for (const peer of ['::ffff:10.1.2.3', '172.17.0.2', '192.168.1.20', 'fd00::5'])
      expect(trust(peer, 0)).toBe(false);
    // A second hop is the client's own word, whatever address it names.
    expect(trust('192.168.1.1', 1)).toBe(false);
  });

  it('trusts the configured proxies (a CDN in front of the local one) at any hop', () => {
    const trust = trustProxies(parseTrustedProxies(' 203.0.113.0/24, 2001:db8::/32,198.51.100.7 '));
    expect(trust('203.0.113.200', 1)).toBe(true);
    expect(trust('::ffff:198.51.100.7', 1)).toBe(true);
    expect(trust('2001:db8::1', 0)).toBe(true);
    expect(trust('198.51.100.8', 1)).toBe(false);
    expect(trust('10.0.0.1', 1)).toBe(false);
  });

  it('trusts a private-network proxy once TRUSTED_PROXIES names it', () => {
    const trust = trustProxies(parseTrustedProxies('172.17.0.0/16'));
    expect(trust('::ffff:172.17.0.2', 0)).toBe(true);
    expect(trust('192.168.1.20', 0)).toBe(false);
  });
});

describe('parseTrustedProxies', () => {
  it.each(['cdn.example', '203.0.113.0/33', '203.0.113.0/24/1', '2001:db8::/129', '10.0.0.1/x'])(
    'stops the start on %s, naming the entry',
    (entry) => {
      expect(() => parseTrustedProxies(`127.0.0.1, ${entry}`)).toThrow(
        `TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`,
      );
    },
  );
});
