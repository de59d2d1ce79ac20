/**
 * Build and dev-server configuration. The worker is an ES module worker; the
 * CommonJS dependencies of solid-markdown are pre-bundled so the dev server can
 * load them (see TOOLCHAIN notes in docs/decisions).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import solid from 'vite-plugin-solid';

export default defineConfig({
  plugins: [solid()],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: the size-budget test walks the entry's static imports from it.
    manifest: true,
    // Every target browser preloads modules natively; no polyfill means no script outside 'self' files (CSP, index.html).
    modulePreload: { polyfill: false },
    // Three pages: the playground, the state gallery and the interactive docs (`rollupOptions` is deprecated in Vite 8).
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        gallery: fileURLToPath(new URL('./gallery.html', import.meta.url)),
        docs: fileURLToPath(new URL('./docs.html', import.meta.url)),
      },
    },
  },
  optimizeDeps: {
    include: [
      'solid-markdown > micromark > debug',
      'solid-markdown > unified > extend',
      'solid-markdown > style-to-object',
      'zod/mini',
      'eventsource-parser',
      'lz-string',
      // Imported only by the MCP worker, started on Connect: without these the dev server finds them then and reloads the page.
      '@modelcontextprotocol/sdk/client/index.js',
      '@modelcontextprotocol/sdk/client/streamableHttp.js',
      '@modelcontextprotocol/sdk/types.js',
      'zod',
    ],
  },
});
