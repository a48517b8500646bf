import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app from one port with the API. Any GET that is not an API call and not a
 * file gets index.html, so client-side routes (and the 404 page) work on reload.
 */
export async function registerWeb(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  if (!distDir || !existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web build not found: serving the API only (run `npm run build`)');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    serve: false,
  });
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/')) {
      return reply.callNotFound();
    }
    const file = path.slice(1);
    if (file && !file.includes('..') && isFile(join(distDir, file))) {
      // Hashed asset names change with their content, so they can be cached for good.
      return file.startsWith('assets/')
        ? reply.sendFile(file, { immutable: true, maxAge: '365d' })
        : reply.sendFile(file);
    }
    return reply
      .type('text/html')
      .sendFile('index.html', { maxAge: 0, immutable: false, cacheControl: false });
  });
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
