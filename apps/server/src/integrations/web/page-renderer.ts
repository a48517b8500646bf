import { existsSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { FetchRefused, type SafeFetcher } from './safe-fetch';

/** The universal extractor cannot run: no Chromium on this server. */
export class RendererUnavailable extends Error {
  constructor() {
    super('Chromium is not available for the universal extractor');
    this.name = 'RendererUnavailable';
  }
}

export interface PageRendererOptions {
  fetcher: SafeFetcher;
  /** The system Chromium (CHROMIUM_PATH); Playwright never downloads a browser here. */
  executablePath: string;
  timeoutMs: number;
  /** Requests one page may make (scripts, data calls). */
  maxRequests?: number;
}

// Only what builds the text: documents, scripts, styles and data calls. Images, fonts and media never load.
// Beacons ('ping'), EventSource and everything else are aborted.
const FETCHED_TYPES = new Set(['document', 'script', 'xhr', 'fetch', 'stylesheet']);

/**
 * Channels the route interception cannot see: WebRTC (STUN/TURN over UDP to hosts the page
 * names) and WebTransport (QUIC over UDP). They are removed before any page script runs.
 */
const REMOVE_UNROUTED_CHANNELS = `(() => {
  for (const name of ['RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel',
    'RTCIceCandidate', 'RTCSessionDescription', 'RTCRtpSender', 'RTCRtpReceiver', 'WebTransport']) {
    try { delete globalThis[name]; } catch {}
    try { Object.defineProperty(globalThis, name, { value: undefined, configurable: false, writable: false }); } catch {}
  }
})();`;

/**
 * The universal extractor (docs/decisions/0009): renders a page in headless Chromium.
 * The browser makes no connection of its own: every request the page makes is answered by the
 * SSRF-safe fetcher (the same checks as a plain fetch), and anything else goes to a dead proxy.
 */
export function createPageRenderer(options: PageRendererOptions) {
  const { fetcher, executablePath, timeoutMs, maxRequests = 60 } = options;
  let browser: Promise<Browser> | undefined;
  let running = 0;
  const waiting: (() => void)[] = [];

  async function launch(): Promise<Browser> {
    if (!existsSync(executablePath)) throw new RendererUnavailable();
    const { chromium } = await import('playwright-core');
    return chromium.launch({
      executablePath,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        // Traffic that is not intercepted below (e.g. WebSockets) goes to a closed port.
        '--proxy-server=http://127.0.0.1:9',
        '--proxy-bypass-list=<-loopback>',
        // WebRTC may not send UDP outside the proxy (STUN/TURN to hosts the page chooses), and
        // no QUIC, DNS prefetch, pings or background requests of the browser's own.
        '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
        '--webrtc-ip-handling-policy=disable_non_proxied_udp',
        '--enforce-webrtc-ip-permission-check',
        '--disable-quic',
        '--dns-prefetch-disable',
        '--no-pings',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-domain-reliability',
        '--disable-features=NetworkPrediction',
      ],
    });
  }

  /** Two pages at a time: each render is a browser tab and a few seconds of CPU. */
  async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  }

  /** Answers the page's requests with the safe fetcher; returns the refusal of the page itself, if any. */
  async function routeThroughFetcher(context: BrowserContext): Promise<{ refusal?: FetchRefused }> {
    const outcome: { refusal?: FetchRefused } = {};
    let requests = 0;
    // WebSockets never connect (the fetcher reads pages, it does not hold sockets open).
    await context.routeWebSocket(/.*/, (socket) => socket.close({ code: 1008, reason: 'blocked' }));
    await context.route('**/*', async (route) => {
      const request = route.request();
      requests += 1;
      if (
        request.method() !== 'GET' ||
        !FETCHED_TYPES.has(request.resourceType()) ||
        requests > maxRequests
      ) {
        return route.abort('blockedbyclient');
      }
      try {
        const page = await fetcher.fetchText(request.url(), { accept: request.headers().accept });
        const mime = page.contentType.split(';')[0]?.trim() || 'text/html';
        await route.fulfill({ status: page.status, contentType: `${mime}; charset=utf-8`, body: page.text });
      } catch (error) {
        if (error instanceof FetchRefused && request.isNavigationRequest() && !outcome.refusal) {
          outcome.refusal = error;
        }
        await route.abort('blockedbyclient');
      }
    });
    return outcome;
  }

  return {
    /** The page's HTML after its scripts ran. The first document's refusal is reported as such. */
    async render(url: string): Promise<{ url: string; html: string }> {
      // The page itself goes through the same checks first, with a clear reason when refused.
      await fetcher.checkUrl(url);
      return slot(async () => {
        browser ??= launch().catch((error) => {
          browser = undefined;
          throw error;
        });
        const context = await (await browser).newContext({ serviceWorkers: 'block', acceptDownloads: false });
        await context.addInitScript(REMOVE_UNROUTED_CHANNELS);
        let routed: { refusal?: FetchRefused } = {};
        try {
          routed = await routeThroughFetcher(context);
          const page = await context.newPage();
          const response = await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
          if (!response) throw new FetchRefused('unreachable');
          if (response.status() >= 400) throw new FetchRefused('httpError', response.status());
          // Let client-side rendering settle, within the time left.
          await page.waitForLoadState('networkidle', { timeout: Math.min(3000, timeoutMs) }).catch(() => {});
          return { url: page.url(), html: await page.content() };
        } catch (error) {
          if (error instanceof FetchRefused || error instanceof RendererUnavailable) throw error;
          if (routed.refusal) throw routed.refusal;
          if (/timeout/i.test(String(error))) throw new FetchRefused('timeout');
          throw new FetchRefused('unreachable');
        } finally {
          await context.close().catch(() => {});
        }
      });
    },

    async close(): Promise<void> {
      const open = browser;
      browser = undefined;
      if (open) await (await open.catch(() => null))?.close();
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
