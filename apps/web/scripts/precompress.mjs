// After `vite build`: writes Brotli (.br) and gzip (.gz) copies of every compressible file in dist,
// so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing
// the same bytes on every request. Built once, at maximum compression.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const compressible = new Set(['.js', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map']);
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      // The server-side renderer (vite build --ssr) is read by the server, never sent.
      if (path !== join(dist, 'ssr')) walk(path);
      continue;
    }
    // index.html is served with per-page tags filled in, so the server compresses it per request.
    if (!compressible.has(extname(name)) || statSync(path).size < MIN_BYTES) continue;
    const body = readFileSync(path);
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    files += 1;
    before += body.length;
    after += br.length;
  }
}
walk(dist);
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} kB -> ${(after / 1024).toFixed(0)} kB with Brotli`,
);
