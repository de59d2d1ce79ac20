/**
 * Build and dev-server configuration. The worker is an ES module worker; the
 * CommonJS dependencies of solid-markdown are pre-bundled so the dev server can
 * load them (see TOOLCHAIN notes in docs/decisions).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import solid from 'vite-plugin-solid';

/**
 * Chunks for what the app needs before its first card (the static closure of the
 * app module, less what the entry holds). Left to the default splitting, that code
 * came in a dozen small shared chunks and cost about 3 kB more gzip than the same
 * code in a few (each file compresses on its own). Here each such module goes to a
 * chunk named after the other pages that also load it: `app` (the playground's
 * alone), `card` (every page's), `card-gallery`, `card-docs`; so no page loads
 * code it does not use. The module graph is recorded as modules are parsed; the
 * group is asked only after that (docs/decisions/2026-12-03-parallel-boot.md).
 */
function firstCardChunks(appModule: string, entries: { readonly playground: string; readonly beforeApp: string; readonly others: Readonly<Record<string, string>> }): {
  plugin: Plugin;
  group: { name: (id: string) => string | null; test: (id: string) => boolean };
} {
  const imports = new Map<string, readonly string[]>();
  let owners: Map<string, string> | undefined;
  const closure = (from: string | undefined): Set<string> => {
    const seen = new Set<string>();
    const stack = from === undefined ? [] : [from];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(imports.get(id) ?? []));
    }
    return seen;
  };
  const find = (suffix: string): string | undefined => [...imports.keys()].find((id) => id.endsWith(suffix));
  const compute = (): Map<string, string> => {
    // The entry's own, and what the first card drawn before the app (its own chunk) shares with the app: left to the
    // default split, so neither waits for the other's chunk.
    const entry = new Set([...closure(find(entries.playground)), ...closure(find(entries.beforeApp))]);
    const others = Object.entries(entries.others).map(([page, module]) => ({ page, modules: closure(find(module)) }));
    const result = new Map<string, string>();
    for (const id of closure(find(appModule))) {
      // Vite's own helpers (\0 ids) stay where Vite puts them: the entry needs the preload helper too.
      if (entry.has(id) || id.startsWith('\0')) continue;
      // zod/mini re-exports every locale, so the graph reaches them; the first card uses none (protocol/zod-messages.ts).
      if (id.includes('/zod/v4/locales/')) continue;
      const sharedWith = others.filter((other) => other.modules.has(id)).map((other) => other.page);
      result.set(id, sharedWith.length === 0 ? 'app' : sharedWith.length === others.length ? 'card' : `card-${sharedWith.join('-')}`);
    }
    return result;
  };
  return {
    plugin: {
      name: 'asklab:first-card-chunks',
      apply: 'build',
      moduleParsed(info) {
        imports.set(info.id, info.importedIds);
      },
    },
    group: {
      name: (id) => (owners ??= compute()).get(id) ?? null,
      test: (id) => (owners ??= compute()).has(id),
    },
  };
}

const firstCard = firstCardChunks('/src/app/mount.tsx', {
  playground: '/src/app/main.tsx',
  beforeApp: '/src/app/first-card.ts',
  others: { gallery: '/src/app/gallery.tsx', docs: '/src/app/docs.tsx' },
});

export default defineConfig({
  plugins: [solid(), firstCard.plugin],
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
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [firstCard.group] } },
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
