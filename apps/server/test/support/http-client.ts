import { createServer } from 'node:net';

/** A port free on loopback right now, for a server process a test starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A browser-like HTTP client for tests that talk to real server processes: keeps cookies (one
 * jar, whichever server `base` names, as a browser behind one host would), sends a CSRF token
 * with every non-GET call.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async get(base: string, path: string): Promise<Response> {
    const response = await fetch(`${base}${path}`, { headers: { cookie: this.cookieHeader() } });
    this.remember(response);
    return response;
  }

  async csrfToken(base: string): Promise<string> {
    return ((await (await this.get(base, '/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
  }

  post(base: string, path: string, body: unknown, options?: SendOptions): Promise<Response> {
    return this.send(base, 'POST', path, body, options);
  }

  /** `token` reuses a CSRF token (parallel calls); otherwise one is fetched first. */
  async send(
    base: string,
    method: string,
    path: string,
    body?: unknown,
    options: SendOptions = {},
  ): Promise<Response> {
    const csrf = options.token ?? (await this.csrfToken(base));
    const headers: Record<string, string> = {
      cookie: this.cookieHeader(),
      'x-csrf-token': csrf,
      ...options.headers,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.remember(response);
    return response;
  }
}

interface SendOptions {
  token?: string;
  headers?: Record<string, string>;
}
