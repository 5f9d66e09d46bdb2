import { BlockList, isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';

// Where a reverse proxy in front of the API can sit: this host or its private network.
const proxies = new BlockList();
proxies.addSubnet('127.0.0.0', 8);
proxies.addSubnet('10.0.0.0', 8);
proxies.addSubnet('172.16.0.0', 12);
proxies.addSubnet('192.168.0.0', 16);
proxies.addAddress('::1', 'ipv6');
proxies.addSubnet('fc00::', 7, 'ipv6');

export function isProxy(address: string): boolean {
  const plain = address.replace(/^::ffff:/, '');
  return proxies.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
}

/**
 * Fastify's trustProxy: only the nearest hop, and only when it is such a proxy, so request.ip (and
 * the address in request logs) is the one clientAddress() gives.
 */
export const trustNearestLocalProxy = (address: string, hop: number): boolean =>
  hop === 0 && isProxy(address);

/**
 * The address the sign-in rate limits count. X-Forwarded-For is the client's to write, so it is
 * believed only when the connection comes from a proxy on this host or its private network, and
 * then only its last entry, the address that proxy itself saw; anyone else is counted by the
 * connection's own address.
 */
export function clientAddress(request: FastifyRequest): string {
  const peer = request.socket.remoteAddress ?? '';
  if (!isProxy(peer)) return peer;
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded.at(-1) ?? peer;
}
