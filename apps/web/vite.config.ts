import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
// A relative import: Vite bundles it into the config, while '@jobpeel/contract' would be loaded by
// Node as raw TypeScript and fail.
import { PRODUCT_NAME, THEME_STORAGE_KEY } from '../../packages/contract/src/brand';

/** Fills index.html's %PRODUCT_NAME% from the contract, the single source of it (and of the theme key). */
function brandHtml(): Plugin {
  return {
    name: 'jobpeel-brand-html',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replaceAll('%PRODUCT_NAME%', PRODUCT_NAME),
    },
  };
}

/**
 * Preloads the Latin subset of Inter, the only one the English pages use, so it arrives with the
 * scripts and the text is not re-laid out when it swaps in. The other subsets stay on demand
 * (unicode-range).
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'jobpeel-preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Public pages whose code is a lazy chunk (src/app/router.tsx), by path (src/lib/paths.ts). The
 * landing page is not here: it is part of the first chunk.
 */
const publicRouteModules: [pattern: string, module: string][] = [
  ['^/create/?$', 'create'],
  ['^/auth/?$', 'auth'],
  ['^/blog/?$', 'blog'],
  ['^/blog/[^/]+/?$', 'blog-post'],
  ['^/faq/?$', 'faq'],
  ['^/examples/[^/]+/?$', 'example'],
  ['^/forgot-password/?$', 'forgot-password'],
  ['^/reset-password/?$', 'reset-password'],
  ['^/account/subscription/?$', 'subscription'],
];

/**
 * The paths of each public page's lazy chunk and its imports, from the finished bundle. Opening a
 * public page directly would otherwise fetch its chunk only once the app has started: a second
 * round trip before the page can paint.
 */
function routeChunkTable(bundle: Rollup.OutputBundle): [pattern: string, files: string[]][] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set<string>();
  const collect = (file: string, into: Set<string>) => {
    if (into.has(file) || initial.has(file)) return;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) collect(imported, into);
  };
  for (const chunk of chunks) if (chunk.isEntry) collect(chunk.fileName, initial);
  const table: [string, string[]][] = [];
  for (const [pattern, module] of publicRouteModules) {
    const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(`/src/app/routes/${module}.tsx`));
    if (!chunk) throw new Error(`bootScript: no chunk for src/app/routes/${module}.tsx`);
    const files = new Set<string>();
    collect(chunk.fileName, files);
    table.push([pattern, [...files].map((file) => `/${file}`)]);
  }
  return table;
}

/** Applies the stored theme before the first paint, so a dark-mode visitor never sees a white flash. */
const applyStoredTheme = `try {
  var preference = localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});
  var dark = preference === 'dark' || (preference !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
} catch (e) {
  // Storage or matchMedia unavailable: the app applies the theme once it starts.
}`;

/**
 * The page's CSP nonce (a meta tag the server writes) for the <style> element Radix's scroll lock
 * adds while a dialog is open: react-style-singleton reads it from __webpack_nonce__.
 */
const shareStyleNonce = `var nonceMeta = document.querySelector('meta[property="csp-nonce"]');
if (nonceMeta && nonceMeta.nonce) window.__webpack_nonce__ = nonceMeta.nonce;`;

const preloadRouteChunks = (table: [string, string[]][]) => `(function (routes) {
  var path = location.pathname;
  for (var i = 0; i < routes.length; i++) {
    if (new RegExp(routes[i][0]).test(path)) {
      routes[i][1].forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      return;
    }
  }
})(${JSON.stringify(table)});`;

/**
 * The code that must run before the app: the theme, the style nonce and the current route's
 * chunk preloads. The Content-Security-Policy allows no inline script (docs/decisions/0018), so
 * in the build it is a file with a hashed name, loaded by a classic script at the end of the head:
 * it runs once the stylesheet is in (so the route chunks never compete with what the first paint
 * needs) and before the body is parsed (so the theme is set before anything is painted). The dev
 * server has no CSP and gets the theme inline.
 */
function bootScript(): Plugin {
  let bootFile = '';
  let isBuild = false;
  return {
    name: 'jobpeel-boot-script',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    generateBundle(_options, bundle) {
      const source = [applyStoredTheme, shareStyleNonce, preloadRouteChunks(routeChunkTable(bundle))].join(
        '\n',
      );
      bootFile = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source }));
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => {
        if (!isBuild) return [{ tag: 'script', children: applyStoredTheme, injectTo: 'head' }];
        if (!bootFile) throw new Error('bootScript: the boot file was not emitted before index.html');
        return [{ tag: 'script', attrs: { src: `/${bootFile}` }, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), brandHtml(), preloadLatinFont(), bootScript()],
  resolve: {
    alias: { '@': resolve(import.meta.dirname, 'src') },
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Everything the first page needs in one file (one request, better compression); every
        // route other than the landing page is its own lazy chunk (app/router.tsx).
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
      treeshake: {
        // The contract's modules only declare schemas, constants and functions: a module none of
        // whose exports is used can be dropped whole, even though zod calls run at its top level.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]/, sideEffects: false }],
      },
    },
  },
});
