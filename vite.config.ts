/**
 * Build and dev-server configuration. The worker is an ES module worker; the
 * CommonJS dependencies of solid-markdown are pre-bundled so the dev server can
 * load them (see TOOLCHAIN notes in docs/decisions).
 */
import { defineConfig } from 'vite';
import solid from 'vite-plugin-solid';

export default defineConfig({
  plugins: [solid()],
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  optimizeDeps: {
    include: [
      'solid-markdown > micromark > debug',
      'solid-markdown > unified > extend',
      'solid-markdown > style-to-object',
      'zod/mini',
      'eventsource-parser',
      'lz-string',
    ],
  },
});
