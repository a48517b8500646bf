import { createSocket, type Socket } from 'node:dgram';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageRenderer, type PageRenderer } from '../src/integrations/web/page-renderer';
import { createSafeFetcher } from '../src/integrations/web/safe-fetch';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Issue 17 item 11: the universal extractor's Chromium makes no connection outside the SSRF-checked
 * route interception. A page tries WebRTC (STUN over UDP to a port it names) and a WebSocket;
 * real local peers listen and must hear nothing.
 */
describe.skipIf(!existsSync(CHROMIUM))('universal extractor channels', () => {
  let udp: Socket;
  let udpPort: number;
  const datagrams: Buffer[] = [];
  let tcp: TcpServer;
  let tcpPort: number;
  let tcpConnections = 0;
  let web: Server;
  let base: string;
  let renderer: PageRenderer;

  const job = (script: string) => `<html><head><title>Platform Engineer</title></head><body><main id="app">
    <h1>Platform Engineer</h1><p>Acme Robotics is hiring a Platform Engineer.</p>
    <h2>Responsibilities</h2><ul><li>Keep our Kubernetes clusters healthy.</li></ul>
    <h2>Requirements</h2><ul><li>Experience with Terraform and Go.</li></ul>
    <p id="outcome">pending</p></main>
    <script>${script}</script></body></html>`;

  beforeAll(async () => {
    udp = createSocket('udp4');
    udp.on('message', (message) => datagrams.push(message));
    await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
    udpPort = udp.address().port;

    tcp = createTcpServer((socket) => {
      tcpConnections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
    tcpPort = (tcp.address() as AddressInfo).port;

    const pages: Record<string, string> = {
      '/webrtc': job(`
        const say = (text) => { document.getElementById('outcome').textContent = text; };
        (async () => {
          try {
            const Peer = window.RTCPeerConnection || window.webkitRTCPeerConnection;
            const peer = new Peer({ iceServers: [{ urls: 'stun:127.0.0.1:${udpPort}' },
              { urls: 'turn:127.0.0.1:${udpPort}?transport=udp', username: 'u', credential: 'p' }] });
            peer.createDataChannel('probe');
            await peer.setLocalDescription(await peer.createOffer());
            await new Promise((resolve) => setTimeout(resolve, 1500));
            say('webrtc ran');
          } catch (error) {
            say('webrtc unavailable');
          }
        })();`),
      '/websocket': job(`
        const socket = new WebSocket('ws://127.0.0.1:${tcpPort}/');
        socket.onopen = () => { document.getElementById('outcome').textContent = 'socket open'; };
        socket.onerror = () => { document.getElementById('outcome').textContent = 'socket refused'; };`),
    };
    web = createServer((req, res) => {
      const page = pages[req.url ?? ''];
      if (page) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;

    // The test setting lets the fetcher reach these loopback peers; the browser still must not.
    renderer = createPageRenderer({
      fetcher: createSafeFetcher({ allowLoopback: true }),
      executablePath: CHROMIUM,
      timeoutMs: 10_000,
    });
  });

  afterAll(async () => {
    await renderer?.close();
    udp?.close();
    tcp?.close();
    web?.closeAllConnections();
    await new Promise<void>((resolve) => web?.close(() => resolve()));
  });

  it('sends no STUN or TURN datagram to a host the page names, and the page sees no RTCPeerConnection', async () => {
    const page = await renderer.render(`${base}/webrtc`);
    // Give a late ICE candidate gathering time to reach the socket.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(datagrams).toHaveLength(0);
    expect(page.html).toContain('webrtc unavailable');
  }, 30_000);

  it('opens no WebSocket connection to a host the page names', async () => {
    const page = await renderer.render(`${base}/websocket`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Playwright answers the page's socket itself; the server must never see a connection.
    expect(tcpConnections).toBe(0);
    expect(page.html).toContain('Platform Engineer');
  }, 30_000);
});
