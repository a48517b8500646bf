import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
// A relative import: Vite bundles it into the config, while '@jobpeel/contract' would be loaded by
// Node as raw TypeScript and fail.
import { PRODUCT_NAME, THEME_STORAGE_KEY } from '../../packages/contract/src/brand';

/** Fills index.html's %PRODUCT_NAME% and %THEME_STORAGE_KEY% from the contract, the single source of both. */
function brandHtml(): Plugin {
  return {
    name: 'jobpeel-brand-html',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replaceAll('%PRODUCT_NAME%', PRODUCT_NAME).replaceAll('%THEME_STORAGE_KEY%', THEME_STORAGE_KEY),
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
 * Opening a public page directly would otherwise fetch its lazy chunk only once the app has
 * started: a second round trip before the page can paint. A tiny inline script adds
 * modulepreload links for the current path's chunk and its imports, so they download while the
 * app's first chunk does.
 */
function preloadRouteChunks(): Plugin {
  return {
    name: 'jobpeel-preload-route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (item): item is Rollup.OutputChunk => item.type === 'chunk',
        );
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
          if (!chunk) throw new Error(`preloadRouteChunks: no chunk for src/app/routes/${module}.tsx`);
          const files = new Set<string>();
          collect(chunk.fileName, files);
          table.push([pattern, [...files].map((file) => `/${file}`)]);
        }
        const script = `(function(routes){var path=location.pathname;for(var i=0;i<routes.length;i++){if(new RegExp(routes[i][0]).test(path)){routes[i][1].forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.appendChild(link);});return;}}})(${JSON.stringify(table)});`;
        // At the end of the head, after the stylesheet: the script runs once the CSS is in, so the
        // page's chunks never compete with what the first paint needs.
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), brandHtml(), preloadLatinFont(), preloadRouteChunks()],
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
