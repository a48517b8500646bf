import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/**
 * Which peers may tell the app the client's address in X-Forwarded-For
 * (docs/decisions/0018): nobody, the N proxies nearest the app, or the proxies at these
 * addresses. "Trust everything" is not offered: it makes the left-most, client-written entry
 * the client's address, and every per-IP limit spoofable.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** proxy-addr's named ranges, accepted beside addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

export const TRUST_PROXY_HELP =
  'write the number of proxies in front of the app (1 for one nginx on the same machine) or their ' +
  'addresses/CIDRs, comma-separated (e.g. 127.0.0.1,10.0.0.0/8); unset or false means no proxy';

/** Parses TRUST_PROXY; returns an error message (for the configuration list) when it is not valid. */
export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    return {
      error:
        '`true` trusts the left-most X-Forwarded-For address, which any client can write, so per-IP ' +
        `limits could be dodged; ${TRUST_PROXY_HELP}`,
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops === 0) return false;
    if (hops > MAX_HOPS) return { error: `at most ${MAX_HOPS} proxies; ${TRUST_PROXY_HELP}` };
    return { hops };
  }
  const addresses = text.split(',').map((entry) => entry.trim());
  const invalid = addresses.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    return {
      error: `not an address or CIDR: ${invalid.map((v) => `"${v}"`).join(', ')}; ${TRUST_PROXY_HELP}`,
    };
  }
  return { addresses };
}

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const slash = entry.indexOf('/');
  if (slash === -1) return isIP(entry) !== 0;
  const address = entry.slice(0, slash);
  const prefix = entry.slice(slash + 1);
  const family = isIP(address);
  if (family === 0) return false;
  // proxy-addr also takes an IPv4 netmask (10.0.0.0/255.0.0.0).
  if (family === 4 && isIP(prefix) === 4) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's own number option trusts nobody (it cannot check the nearest peer), so a hop count
 * becomes the classic rule: the socket peer and the next hops - 1 entries, read from the right,
 * are proxies; the entry after them is the client.
 */
export function fastifyTrustProxy(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (setting === false) return false;
  if ('hops' in setting) {
    const { hops } = setting;
    return (_address: string, hop: number) => hop < hops;
  }
  return setting.addresses;
}
