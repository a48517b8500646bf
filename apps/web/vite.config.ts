import { readFileSync } from 'node:fs';
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
 * Writes the favicon into the page as a data URL: browsers fetch the icon while the page is still
 * loading, and on a phone that request competes with what the first paint needs (docs/decisions/0031).
 * public/favicon.svg stays the one source, and is still served for whoever asks for it by name.
 */
function inlineFavicon(): Plugin {
  const link = 'href="/favicon.svg"';
  return {
    name: 'jobpeel-inline-favicon',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(link)) throw new Error(`inlineFavicon: index.html has no ${link}`);
        const svg = readFileSync(resolve(import.meta.dirname, 'public/favicon.svg'), 'utf8').trim();
        return html.replace(link, `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
      },
    },
  };
}

/**
 * Preloads our copy of Inter's Latin characters (scripts/subset-font.mjs), the only font file the
 * English pages use, so it arrives with the scripts and the text is not re-laid out when it swaps
 * in. @fontsource's files stay on demand (unicode-range).
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'jobpeel-preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin1-wght-[\w-]+\.woff2$/.test(file),
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

// One preload per task: adding a modulepreload link costs about a millisecond on a phone, and
// /create's form comes in some thirty files (a single task adding them all was a long task).
const preloadRouteChunks = (table: [string, string[]][]) => `function preloadRouteChunks(routes) {
  var path = location.pathname;
  for (var i = 0; i < routes.length; i++) {
    if (new RegExp(routes[i][0]).test(path)) {
      routes[i][1].forEach(function (href) {
        setTimeout(function () {
          var link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = href;
          document.head.appendChild(link);
        }, 0);
      });
      return;
    }
  }
}
var routeChunks = ${JSON.stringify(table)};`;

/**
 * A page the server rendered (docs/decisions/0028) names the app's script in a meta tag instead of
 * loading it: the page is readable without it, so the script and the route's chunks are requested
 * once the browser reports the page's first contentful paint, and that paint has the connection to
 * itself (a frame or a font load is not enough: text waits for its font). Any other page
 * loads the app at once, as index.html says.
 */
const startApp = `(function () {
  var app = document.querySelector('meta[name="jobpeel-app-script"]');
  if (!app) {
    preloadRouteChunks(routeChunks);
    return;
  }
  function load() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app.content;
    document.head.appendChild(script);
    preloadRouteChunks(routeChunks);
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
  // Once the browser reports the first contentful paint (the page's text is on screen); a browser
  // that cannot say, or a page that is not painted in time (a background tab), starts anyway.
  setTimeout(start, 3000);
  try {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) start();
    else {
      new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length > 0) start();
      }).observe({ type: 'paint', buffered: true });
    }
  } catch (error) {
    start();
  }
})();`;

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
      const source = [
        applyStoredTheme,
        shareStyleNonce,
        preloadRouteChunks(routeChunkTable(bundle)),
        startApp,
      ].join('\n');
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

/**
 * Marks the contract's top-level declarations that call something (`const xSchema = z.object(...)`,
 * `= otherSchema.extend(...)`, `= boxShape(...)`) as free of side effects, so a page that uses a
 * constant or a function from a contract module does not also carry that module's schemas, and
 * with them zod (about 20 KB gzipped). The public pages' first load then has no zod at all
 * (docs/decisions/0028). The contract's modules only declare schemas, constants and functions:
 * building one changes nothing outside it.
 */
function pureContractSchemas(): Plugin {
  const declaration = /^((?:export )?const \w+(?:: [\w.<>]+)? = )(?=\w+\s*[(.])/gm;
  // `const section = () => z.string()...`: a schema-making helper. Marked free of side effects, a
  // call to it whose result is unused goes too (the arguments of a dropped `z.object({...})` stay
  // otherwise).
  const helper = /^((?:export )?const \w+ = )(?=\([\w\s=:,]*\) =>)/gm;
  return {
    name: 'jobpeel-pure-contract-schemas',
    transform: {
      filter: { id: /[\\/]packages[\\/]contract[\\/]src[\\/][\w-]+\.ts(?:\?with-schemas)?$/ },
      handler: (code) => ({
        code: code
          .replace(declaration, '$1/* @__PURE__ */ ')
          .replace(helper, '$1/* @__NO_SIDE_EFFECTS__ */ '),
        map: null,
      }),
    },
  };
}

const WITH_SCHEMAS = '?with-schemas';
const CONTRACT_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@jobpeel\/contract';/g;

/**
 * Keeps zod out of the first chunk. A contract module holds constants and schemas side by side
 * (blog.ts: the strip's post count and the list's response schema), and a bundler keeps a module
 * in one chunk: once the first chunk uses one of its constants and a lazy chunk one of its schemas,
 * the schema, and zod with it, would load with the first page. So every import of a schema
 * (`…Schema`) reads the contract through a second instance of its modules (`?with-schemas`),
 * which only lazy chunks use; in the first instance the schemas are unused and, marked pure by
 * pureContractSchemas, dropped. The contract's constants are small and plain data, so having
 * them twice changes nothing (docs/decisions/0028).
 */
function contractSchemasApart(): Plugin {
  return {
    name: 'jobpeel-contract-schemas-apart',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === `@jobpeel/contract${WITH_SCHEMAS}`) {
        const resolved = await this.resolve('@jobpeel/contract', importer, { skipSelf: true });
        return resolved ? `${resolved.id}${WITH_SCHEMAS}` : null;
      }
      // Inside the second instance, the contract's own imports stay in it.
      if (importer?.endsWith(WITH_SCHEMAS) && source.startsWith('.')) {
        const resolved = await this.resolve(source, importer.slice(0, -WITH_SCHEMAS.length), {
          skipSelf: true,
        });
        return resolved ? `${resolved.id}${WITH_SCHEMAS}` : null;
      }
      return null;
    },
    load(id) {
      if (!id.endsWith(WITH_SCHEMAS)) return null;
      return readFileSync(id.slice(0, -WITH_SCHEMAS.length), 'utf8');
    },
    transform: {
      filter: { id: /[\\/](apps[\\/]web|packages[\\/]engine)[\\/]src[\\/].*\.tsx?$/ },
      handler(code) {
        if (!code.includes('@jobpeel/contract')) return null;
        const rewritten = code.replace(CONTRACT_IMPORT, (whole, list: string) => {
          const names = list
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean);
          const isSchema = (name: string) =>
            !name.startsWith('type ') && /Schema(?:\s+as\s+\w+)?$/.test(name);
          const schemas = names.filter(isSchema);
          if (schemas.length === 0) return whole;
          const rest = names.filter((name) => !isSchema(name));
          return [
            rest.length > 0 ? `import { ${rest.join(', ')} } from '@jobpeel/contract';` : '',
            `import { ${schemas.join(', ')} } from '@jobpeel/contract${WITH_SCHEMAS}';`,
          ].join(' ');
        });
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}

/** The client build only: the server bundle (entry-server.tsx) has no index.html and no chunks to preload. */
const clientBuildOnly = (plugin: Plugin): Plugin => ({
  ...plugin,
  apply: (_config, env) => !env.isSsrBuild && (plugin.apply !== 'build' || env.command === 'build'),
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    clientBuildOnly(brandHtml()),
    clientBuildOnly(inlineFavicon()),
    clientBuildOnly(preloadLatinFont()),
    clientBuildOnly(bootScript()),
    clientBuildOnly(pureContractSchemas()),
    clientBuildOnly(contractSchemasApart()),
  ],
  resolve: {
    alias: { '@': resolve(import.meta.dirname, 'src') },
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  // The server-side renderer (docs/decisions/0028) is one self-contained file, dist/ssr/entry-server.js,
  // built after the client (which empties dist): the server loads it without the web app's
  // dependencies, and never serves that folder.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: 'dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
        minify: false,
        rolldownOptions: {
          input: resolve(import.meta.dirname, 'src/entry-server.tsx'),
          output: { codeSplitting: false, entryFileNames: 'entry-server.js' },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        rolldownOptions: {
          output: {
            // Everything the first page needs in one file (one request, better compression); every
            // route other than the landing page is its own lazy chunk (app/router.tsx).
            codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
          },
          treeshake: {
            // `z.string()` inside a schema marked pure (pureContractSchemas) is pure too.
            manualPureFunctions: ['z'],
            // The contract's modules only declare schemas, constants and functions: a module none of
            // whose exports is used can be dropped whole, even though zod calls run at its top level.
            moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]/, sideEffects: false }],
          },
        },
      },
}));
