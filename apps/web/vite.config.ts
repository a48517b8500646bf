import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  plugins: [react(), tailwindcss(), brandHtml()],
  resolve: {
    alias: { '@': resolve(import.meta.dirname, 'src') },
  },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
