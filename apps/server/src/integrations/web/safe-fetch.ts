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

/**
 * Only public unicast addresses: no private, loopback, link-local (cloud metadata), carrier-grade
 * NAT, multicast or reserved ranges, and IPv6 forms that embed an IPv4 address are judged by it.
 */
export function isPublicAddress(ip: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(ip)) return false;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  const range = address.range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

/**
 * Outbound HTTP for job pages and board APIs (decisions.md: every outbound fetch is SSRF-safe).
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
