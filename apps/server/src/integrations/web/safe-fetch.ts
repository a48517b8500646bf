import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { JOB_FETCH_MAX_REDIRECTS, JOB_FETCH_TIMEOUT_MS, JOB_PAGE_MAX_BYTES } from '@jobpeel/contract';
import ipaddr from 'ipaddr.js';
import { Agent, request } from 'undici';

/** Why an outbound request was not made or not finished; each maps to a message in the contract. */
export type FetchRefusal =
  | 'invalidUrl'
  | 'blockedAddress'
  | 'blockedPort'
  | 'credentialsInUrl'
  | 'tooManyRedirects'
  | 'tooLarge'
  | 'timeout'
  | 'unreachable'
  | 'httpError';

export class FetchRefused extends Error {
  constructor(
    readonly reason: FetchRefusal,
    readonly httpStatus?: number,
  ) {
    super(`outbound fetch refused: ${reason}${httpStatus ? ` (${httpStatus})` : ''}`);
    this.name = 'FetchRefused';
  }
}

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface SafeFetchOptions {
  /** Test setting (OUTBOUND_ALLOW_LOOPBACK): loopback addresses on any port. Off by default. */
  allowLoopback?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** DNS; tests give names their own answers. */
  resolve?: Resolver;
}

export interface FetchedPage {
  url: string;
  status: number;
  contentType: string;
  text: string;
}

const systemResolve: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

// IPv6 on the Internet is 2000::/3; everything outside it (the IPv4-compatible ::/96, discard,
// unique-local, link-local, multicast) is never a job site.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
// NAT64's well-known prefix reaches the IPv4 address in its last 32 bits, so it is judged by it.
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');

function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const bytes = address.toByteArray();
  return new ipaddr.IPv4(bytes.slice(12, 16));
}

function isPublicIPv4(address: ipaddr.IPv4, allowLoopback: boolean): boolean {
  const range = address.range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

/**
 * Only public unicast addresses: no private, loopback, link-local (cloud metadata), carrier-grade
 * NAT, multicast or reserved ranges. IPv6 forms that embed an IPv4 address (IPv4-mapped, NAT64)
 * are judged by that address; the ones whose target cannot be judged here (IPv4-compatible ::/96,
 * 6to4, Teredo, local-use NAT64) are refused (docs/decisions/0016).
 */
export function isPublicAddress(ip: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv4') return isPublicIPv4(address as ipaddr.IPv4, allowLoopback);
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return isPublicIPv4(embeddedIPv4(v6), allowLoopback);
  // A translator's path to a loopback address is not this machine's loopback.
  if (v6.match(NAT64_WELL_KNOWN)) return isPublicIPv4(embeddedIPv4(v6), false);
  const range = v6.range();
  if (allowLoopback && range === 'loopback') return true;
  // range() names 6to4, Teredo, NAT64 local-use and documentation prefixes inside 2000::/3.
  return range === 'unicast' && v6.match(GLOBAL_UNICAST_V6);
}

/**
 * Outbound HTTP for job pages and board APIs (docs/decisions/0009: every outbound fetch is SSRF-safe).
 * http(s) on ports 80/443 only, no credentials in URLs, every address checked when the
 * connection is made (so DNS answers cannot change between check and use), each redirect
 * checked again (at most 5), and the size and time capped.
 */
export function createSafeFetcher(options: SafeFetchOptions = {}) {
  const allowLoopback = options.allowLoopback ?? false;
  const timeoutMs = options.timeoutMs ?? JOB_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? JOB_PAGE_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? JOB_FETCH_MAX_REDIRECTS;
  const resolve = options.resolve ?? systemResolve;

  /** Resolves a host name and refuses it unless every address it has is public. */
  async function resolvePublic(hostname: string): Promise<LookupAddress[]> {
    let addresses: LookupAddress[];
    try {
      addresses = await resolve(hostname);
    } catch {
      throw new FetchRefused('unreachable');
    }
    if (addresses.length === 0) throw new FetchRefused('unreachable');
    if (addresses.some((a) => !isPublicAddress(a.address, allowLoopback)))
      throw new FetchRefused('blockedAddress');
    return addresses;
  }

  /** The URL rules, checked before each request and each redirect. */
  async function checkUrl(raw: string | URL): Promise<URL> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new FetchRefused('invalidUrl');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('invalidUrl');
    if (url.username || url.password) throw new FetchRefused('credentialsInUrl');
    // WHATWG URL parsing has already turned decimal, hex and octal IPv4 forms into dotted quads.
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const literal = isIP(host) !== 0;
    const loopbackTarget = literal
      ? isPublicAddress(host, true) && !isPublicAddress(host)
      : host === 'localhost';
    const standardPort = url.port === '' || url.port === '80' || url.port === '443';
    if (!standardPort && !(allowLoopback && loopbackTarget)) throw new FetchRefused('blockedPort');
    if (literal) {
      if (!isPublicAddress(host, allowLoopback)) throw new FetchRefused('blockedAddress');
    } else {
      await resolvePublic(host);
    }
    return url;
  }

  // The connection's own lookup re-checks every address, so a name cannot resolve to a public
  // address for the check and to a private one for the connection.
  const agent = new Agent({
    connect: {
      lookup: (hostname, lookupOptions, callback) => {
        resolvePublic(hostname).then(
          (addresses) => {
            if ((lookupOptions as { all?: boolean }).all) callback(null, addresses);
            else callback(null, addresses[0]!.address, addresses[0]!.family);
          },
          (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
        );
      },
    },
  });

  async function readCapped(body: AsyncIterable<Buffer>): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body) {
      size += chunk.length;
      if (size > maxBytes) throw new FetchRefused('tooLarge');
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  function decode(data: Buffer, contentType: string): string {
    const charset = contentType.match(/charset=["']?([\w-]+)/i)?.[1] ?? 'utf-8';
    try {
      return new TextDecoder(charset).decode(data);
    } catch {
      return new TextDecoder('utf-8').decode(data);
    }
  }

  return {
    checkUrl,
    isAllowedAddress: (ip: string) => isPublicAddress(ip, allowLoopback),

    /** GETs a URL as text, following at most `maxRedirects` checked redirects. */
    async fetchText(raw: string, init: { accept?: string } = {}): Promise<FetchedPage> {
      const signal = AbortSignal.timeout(timeoutMs);
      let url = await checkUrl(raw);
      for (let hop = 0; ; hop += 1) {
        let response: Awaited<ReturnType<typeof request>>;
        try {
          response = await request(url, {
            dispatcher: agent,
            method: 'GET',
            signal,
            headers: {
              accept: init.accept ?? 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8',
              'accept-language': 'en-US,en;q=0.8',
              'user-agent': 'Mozilla/5.0 (compatible; JobPeel job reader)',
            },
          });
        } catch (error) {
          if (error instanceof FetchRefused) throw error;
          const cause = (error as { cause?: unknown }).cause;
          if (cause instanceof FetchRefused) throw cause;
          if (signal.aborted) throw new FetchRefused('timeout');
          throw new FetchRefused('unreachable');
        }
        const location = response.headers.location;
        if (response.statusCode >= 300 && response.statusCode < 400 && location) {
          await response.body.dump();
          if (hop + 1 > maxRedirects) throw new FetchRefused('tooManyRedirects');
          url = await checkUrl(new URL(String(location), url));
          continue;
        }
        const contentType = String(response.headers['content-type'] ?? '');
        let data: Buffer;
        try {
          data = await readCapped(response.body);
        } catch (error) {
          response.body.destroy();
          if (error instanceof FetchRefused) throw error;
          if (signal.aborted) throw new FetchRefused('timeout');
          throw new FetchRefused('unreachable');
        }
        if (response.statusCode >= 400) throw new FetchRefused('httpError', response.statusCode);
        return { url: url.href, status: response.statusCode, contentType, text: decode(data, contentType) };
      }
    },

    close: () => agent.close(),
  };
}

export type SafeFetcher = ReturnType<typeof createSafeFetcher>;
