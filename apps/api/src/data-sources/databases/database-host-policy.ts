import { isIP } from 'node:net';
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import type { IPv4, IPv6 } from 'ipaddr.js';
import { ApiError } from '../../http/api-error';

/**
 * Where a person's database connection may go (DATABASE_ALLOWED_HOSTS). By default only public
 * addresses: loopback, private, link-local (the cloud metadata address among them), unique-local,
 * NAT64/6to4 and reserved ranges are the server's own network, and a unix socket is this machine.
 * Host names and CIDR ranges listed open a private warehouse on purpose.
 */
export type DatabaseHostPolicy = {
  /** Host names (lower case) and unix socket paths allowed whatever they resolve to. */
  names: ReadonlySet<string>;
  ranges: readonly [IPv4 | IPv6, number][];
};

export type ResolveHost = (host: string) => Promise<string[]>;

// Every refusal is this one answer, whatever the reason: the reply says nothing about the server's
// network (which hosts exist, which ports are open), and nothing is ever connected to.
export const HOST_REFUSED = 'datastore.db_host_not_allowed';

const isSocketPath = (host: string) => host.startsWith('/') || host.includes('\\');

export function parseAllowedHosts(list: string | undefined): DatabaseHostPolicy {
  const names = new Set<string>();
  const ranges: [IPv4 | IPv6, number][] = [];
  for (const entry of (list ?? '').split(',').map((item) => item.trim())) {
    if (!entry) continue;
    if (entry.includes('/') && !isSocketPath(entry)) {
      if (!ipaddr.isValidCIDR(entry))
        throw new Error(
          `DATABASE_ALLOWED_HOSTS: "${entry}" is not a CIDR range (e.g. 10.20.0.0/16)`,
        );
      ranges.push(ipaddr.parseCIDR(entry));
    } else if (ipaddr.isValid(entry)) {
      const address = ipaddr.parse(entry);
      ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else {
      names.add(entry.toLowerCase());
    }
  }
  return { names, ranges };
}

function allowedAddress(address: string, policy: DatabaseHostPolicy): boolean {
  // ::ffff:127.0.0.1 is 127.0.0.1: judged as the IPv4 address it carries.
  const parsed = ipaddr.process(address);
  if (parsed.range() === 'unicast') return true;
  return policy.ranges.some(
    ([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits),
  );
}

const systemLookup: ResolveHost = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((found) => found.address);

/**
 * The address the driver is to connect to, judged after name resolution: every address the name
 * resolves to must be allowed (a name with one private address among public ones is refused),
 * and the driver is given that address, not the name, so a second lookup cannot turn it into
 * another (DNS rebinding). A name that does not resolve is unreachable, as the driver would say.
 */
export async function pinDatabaseHost(
  host: string,
  policy: DatabaseHostPolicy,
  resolve: ResolveHost = systemLookup,
): Promise<string> {
  const wanted = host.trim();
  const named = policy.names.has(wanted.toLowerCase());
  if (isSocketPath(wanted)) {
    if (named) return wanted;
    throw new ApiError(400, HOST_REFUSED);
  }
  const literal = wanted.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (ipaddr.isValid(literal)) addresses = [literal];
  else {
    try {
      addresses = await resolve(wanted);
    } catch {
      throw new ApiError(400, 'datastore.db_unreachable');
    }
  }
  const usable = addresses.filter((address) => ipaddr.isValid(address));
  if (!usable.length) throw new ApiError(400, 'datastore.db_unreachable');
  if (!named && !usable.every((address) => allowedAddress(address, policy)))
    throw new ApiError(400, HOST_REFUSED);
  return ipaddr.process(usable[0]).toString();
}

// TLS for a pinned connection: the certificate is asked for the name the person typed, not the
// address the connection was pinned to.
export function tlsFor(settings: { host: string; ssl?: boolean }) {
  return settings.ssl
    ? { rejectUnauthorized: false, ...(isIP(settings.host) ? {} : { servername: settings.host }) }
    : undefined;
}
