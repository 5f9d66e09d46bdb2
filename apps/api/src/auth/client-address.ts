import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

// A reverse proxy on this very host is believed without configuration. A private range is not:
// anyone on the same LAN, Docker or Kubernetes network would then name their own address.
const localProxies = new BlockList();
localProxies.addSubnet('127.0.0.0', 8);
localProxies.addAddress('::1', 'ipv6');

const plain = (address: string): string => address.replace(/^::ffff:/, '');
const family = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * TRUSTED_PROXIES: addresses or CIDR ranges of proxies further out (a CDN in front of the local
 * nginx), comma-separated. A wrong entry stops the start with the entry named, rather than
 * silently trusting nothing or everything.
 */
export function parseTrustedProxies(list: string | undefined): BlockList {
  const ranges = new BlockList();
  for (const entry of (list ?? '').split(',').map((item) => item.trim())) {
    if (!entry) continue;
    const [address = '', bits, extra] = entry.split('/');
    const kind = isIP(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const maxBits = kind === 6 ? 128 : 32;
    if (
      !kind ||
      extra !== undefined ||
      (prefix !== undefined && (!Number.isInteger(prefix) || prefix < 0 || prefix > maxBits))
    )
      throw new Error(
        `TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range (e.g. 203.0.113.0/24)`,
      );
    if (prefix === undefined) ranges.addAddress(address, family(address));
    else ranges.addSubnet(address, prefix, family(address));
  }
  return ranges;
}

/**
 * Fastify's trustProxy, so request.ip (the address the rate limits count and the logs show) is
 * the client's. X-Forwarded-For is the client's to write, so an entry is believed only while the
 * hop that wrote it is trusted: the nearest hop when it is a proxy on this host (loopback), and
 * any hop among TRUSTED_PROXIES. A proxy on another machine of the private network (a Docker or
 * Kubernetes ingress) must be named in TRUSTED_PROXIES; by range alone it is a client like any.
 */
export function trustProxies(configured: BlockList): (address: string, hop: number) => boolean {
  return (address, hop) => {
    const ip = plain(address);
    return (hop === 0 && isLoopback(ip)) || configured.check(ip, family(ip));
  };
}

/** Whether an address is this host's own (127.0.0.0/8, ::1, or either as IPv4-mapped IPv6). */
export function isLoopback(address: string): boolean {
  const ip = plain(address);
  return localProxies.check(ip, family(ip));
}

// The address the sign-in rate limits count: Fastify's request.ip under trustProxies().
export function clientAddress(request: FastifyRequest): string {
  return request.ip;
}
