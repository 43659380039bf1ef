import ipaddr from 'ipaddr.js';
import type { FastifyRequest } from 'fastify';

/**
 * Prefix lengths that make one "network" for the per-address limits: a person with an IPv6
 * connection holds a whole /64 (often a /56 or /48), so counting full addresses would give
 * them 2^64 budgets. `narrow` is the unit of the ordinary limits (SMS, slider, password, the
 * global request limit, hot-word votes); `wide` the unit of the caps one customer's whole
 * allocation must not exceed (the share of the day's SMS budget).
 */
export interface NetworkPrefixes {
  narrow: { v4: number; v6: number };
  wide: { v4: number; v6: number };
}

export const DEFAULT_NETWORK_PREFIXES: NetworkPrefixes = { narrow: { v4: 32, v6: 64 }, wide: { v4: 24, v6: 48 } };

/**
 * The network an address belongs to, as a stable key: "v4:198.51.100.7/32",
 * "v6:2001:db8:0:1:0:0:0:0/64". IPv4-mapped IPv6 (::ffff:1.2.3.4, how a dual-stack socket
 * reports IPv4) counts as IPv4. Anything unparsable is its own key (never an error: a limit
 * must still apply). ipaddr.js (the parser Fastify's proxy-addr uses) does the parsing.
 */
export function networkKey(ip: string, prefixes: { v4: number; v6: number } = DEFAULT_NETWORK_PREFIXES.narrow): string {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.process(ip.trim());
  } catch {
    return `raw:${ip.slice(0, 64)}`;
  }
  if (addr.kind() === 'ipv4') {
    const bits = Math.max(0, Math.min(32, prefixes.v4));
    return `v4:${maskedString(addr.toByteArray(), bits, 'ipv4')}/${bits}`;
  }
  const bits = Math.max(0, Math.min(128, prefixes.v6));
  return `v6:${maskedString(addr.toByteArray(), bits, 'ipv6')}/${bits}`;
}

function maskedString(bytes: number[], bits: number, kind: 'ipv4' | 'ipv6'): string {
  const masked = bytes.map((b, i) => {
    const keep = Math.max(0, Math.min(8, bits - i * 8));
    return keep === 8 ? b : b & ((0xff << (8 - keep)) & 0xff);
  });
  return kind === 'ipv4' ? masked.join('.') : ipaddr.fromByteArray(masked).toNormalizedString();
}

/** Where a request comes from for the SMS limits: its network and its wider allocation. */
export interface ClientNetwork {
  net: string;
  wide: string;
}

export function clientNetworkOf(request: FastifyRequest): ClientNetwork {
  return { net: networkOf(request), wide: wideNetworkOf(request) };
}

/** The prefixes the app runs with (AppConfig.networkPrefixes, API_NET_* variables). */
function prefixesOf(request: FastifyRequest): NetworkPrefixes {
  return (request.server as { ctx?: { config?: { networkPrefixes?: NetworkPrefixes } } }).ctx?.config?.networkPrefixes ?? DEFAULT_NETWORK_PREFIXES;
}

/** The visitor's network (IPv4 /32, IPv6 /64 by default): the key of every per-address limit. */
export function networkOf(request: FastifyRequest): string {
  return networkKey(request.ip, prefixesOf(request).narrow);
}

/** The visitor's wider allocation (IPv4 /24, IPv6 /48 by default): caps one customer's share of a global budget. */
export function wideNetworkOf(request: FastifyRequest): string {
  return networkKey(request.ip, prefixesOf(request).wide);
}
