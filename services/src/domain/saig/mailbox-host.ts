import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** The addresses a host name resolves to (a stub stands in for DNS in tests). */
export type ResolveHost = (host: string) => Promise<string[]>;

export const systemResolver: ResolveHost = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Where a school's own mailbox host must not lead: this machine, the cloud's metadata service (link-local), private
 * networks, and addresses that are not hosts at all. A school administrator sets `saig.sftp.host`; without this the
 * services would connect wherever they are told from inside the installation's network.
 */
const INTERNAL = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INTERNAL.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(net, bits, 'ipv6');

export function isInternalAddress(address: string): boolean {
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return INTERNAL.check(mapped, 'ipv4');
  const family = isIP(address);
  return family === 0 || INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Why a school's mailbox host may not be used, or null: a host that resolves (all its addresses are checked) to an
 * internal address is refused unless the installation lists it in SAIG_SFTP_INTERNAL_HOSTS.
 */
export async function mailboxHostProblem(
  host: string,
  allowedInternal: string,
  resolve: ResolveHost = systemResolver,
): Promise<string | null> {
  const allowed = allowedInternal
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  if (allowed.includes(host.toLowerCase())) return null;
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return `${host} does not resolve to an address`;
  }
  const internal = addresses.find(isInternalAddress);
  if (internal === undefined && addresses.length > 0) return null;
  return `${host} is an internal address (${internal ?? 'none'}); the installation must allow it (SAIG_SFTP_INTERNAL_HOSTS)`;
}

/** The check of config items a school administrator saves: its mailbox host must not lead inside the network. */
export const mailboxConfigCheck =
  (allowedInternal: string, resolve: ResolveHost = systemResolver) =>
  (name: string, value: string): Promise<string | null> =>
    name === 'saig.sftp.host' && value.trim()
      ? mailboxHostProblem(value.trim(), allowedInternal, resolve)
      : Promise.resolve(null);
