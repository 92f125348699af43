import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_MESSAGES, WEBHOOK_URL_MAX } from '@apostille/domain';

/** Where one delivery connects: the address that was checked, never a second DNS answer. */
export interface WebhookTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** A URL or address a webhook may not use; the message is the customer's. */
export class WebhookUrlRefused extends Error {}

/**
 * Parses a webhook URL as typed: https (http only for a loopback receiver when `allowLoopbackHttp`),
 * no user name or password, at most WEBHOOK_URL_MAX characters. Throws WebhookUrlRefused.
 */
export function parseWebhookUrl(raw: unknown, allowLoopbackHttp: boolean): URL {
  const text = typeof raw === 'string' ? raw.trim() : '';
  let url: URL;
  try {
    if (!text || text.length > WEBHOOK_URL_MAX) throw new Error('length');
    url = new URL(text);
  } catch {
    throw new WebhookUrlRefused(WEBHOOK_MESSAGES.urlInvalid);
  }
  if (url.protocol !== 'https:' && !(allowLoopbackHttp && url.protocol === 'http:')) throw new WebhookUrlRefused(WEBHOOK_MESSAGES.urlInvalid);
  if (url.username || url.password) throw new WebhookUrlRefused(WEBHOOK_MESSAGES.urlCredentials);
  url.hash = '';
  return url;
}

/**
 * Whether a webhook may connect to this address. Only ipaddr.js's 'unicast' range is public: that
 * excludes private (10/8, 172.16/12, 192.168/16), loopback, link-local (169.254/16 with the cloud
 * metadata address, fe80::/10), CGNAT (100.64/10), multicast, unique-local (fc00::/7), unspecified,
 * broadcast and reserved ranges, and the IPv6 forms that carry an IPv4 address (6to4, Teredo,
 * NAT64), which could lead back inside. An IPv4-mapped IPv6 address is judged as its IPv4 address.
 * `allowLoopback` admits 127.0.0.0/8 and ::1 written plainly (a receiver on a developer's machine
 * or in tests), never in a mapped form, which only an attempt to get round the rules would use.
 */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  const mapped = parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress();
  const ip = mapped ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
  const range = ip.range();
  if (range === 'unicast') return true;
  return allowLoopback && !mapped && range === 'loopback';
}

/**
 * Resolves the URL's host once and checks every address it has (one private answer among public
 * ones is refused too: a later connection could pick it). Answers the address to connect to.
 * http is allowed only to a loopback address, and only with `allowLoopbackHttp`.
 */
export async function resolveWebhookTarget(url: URL, allowLoopbackHttp: boolean): Promise<WebhookTarget> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new WebhookUrlRefused(WEBHOOK_MESSAGES.urlUnresolvable);
    }
  }
  if (addresses.length === 0) throw new WebhookUrlRefused(WEBHOOK_MESSAGES.urlUnresolvable);
  if (!addresses.every(({ address }) => isAllowedAddress(address, allowLoopbackHttp))) throw new WebhookUrlRefused(WEBHOOK_MESSAGES.urlPrivate);
  const [first] = addresses;
  if (url.protocol === 'http:' && ipaddr.parse(first.address).range() !== 'loopback') throw new WebhookUrlRefused(WEBHOOK_MESSAGES.urlInvalid);
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
