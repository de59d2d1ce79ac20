/**
 * Size budgets for the first card (SPEC §7; docs/decisions/2026-12-02-first-card-budget.md),
 * checked on the dist/ the e2e global setup built:
 * - the main-thread JavaScript needed before the first card: the index.html entry
 *   chunk, the app it loads at once (its one dynamic import: the entry starts the
 *   worker first, src/app/main.tsx) and every chunk either imports statically (from
 *   dist/.vite/manifest.json; the app's own dynamic imports load later, through the
 *   chrome gate or on demand) ≤ 64 kB gzip (60 until issue 41 raised it; the budget note says what the bytes bought);
 * - the worker chunk the page starts ≤ 30 kB gzip.
 * Sizes are gzip level 9 of each file, summed per file (that is what goes over
 * the wire); 1 kB = 1000 bytes, as Vite prints them. No browser is needed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const MAIN_BUDGET = 64_000;
const WORKER_BUDGET = 30_000;

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

interface SourceMap {
  readonly sources: readonly string[];
  readonly sourcesContent?: readonly (string | null)[];
}

function readManifest(): Manifest {
  const path = join(DIST, '.vite/manifest.json');
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: build with \`build.manifest: true\` (vite.config.ts), or drop ASKLAB_E2E_SKIP_BUILD=1`);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/**
 * The entry chunk of index.html, then one of the two things it loads next, and their static imports, transitively,
 * entry first. The entry imports two things dynamically: the app (src/app/mount.tsx), and, for a plain `?q=` link,
 * the first card it draws before the app (src/app/first-card.ts), which loads the app only once that card is on
 * screen. So a page's first card needs the entry and one of them, never both: each path is held to the budget.
 */
function firstCardChunks(manifest: Manifest, next: 'app' | 'drawn'): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`manifest has no chunk "${key}"`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = manifest['index.html'];
  if (entry?.isEntry !== true) throw new Error('manifest has no index.html entry');
  visit('index.html');
  const dynamic = entry.dynamicImports ?? [];
  const drawn = dynamic.filter((key) => key === 'src/app/first-card.ts');
  const app = dynamic.filter((key) => key !== 'src/app/first-card.ts');
  if (drawn.length !== 1 || app.length !== 1) {
    throw new Error(`the index.html entry imports ${dynamic.join(', ')}; expected the app and src/app/first-card.ts: update this test`);
  }
  for (const key of next === 'app' ? app : drawn) visit(key);
  return files;
}

const gzipSize = (file: string): number => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kB = (bytes: number): string => `${(bytes / 1000).toFixed(2)} kB`;

function sourcesOf(file: string): SourceMap {
  const map = join(DIST, `${file}.map`);
  return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as SourceMap) : { sources: [] };
}

/** A readable account of what the files hold: per-file gzip, then the largest sources by raw size. */
function breakdown(files: readonly string[]): string {
  const lines = files.map((f) => `  ${kB(gzipSize(f)).padStart(8)}  ${f}`);
  const sources = files.flatMap((f) => {
    const map = sourcesOf(f);
    return map.sources.map((source, i) => ({ source: source.replace(/^(\.\.\/)+/, ''), size: map.sourcesContent?.[i]?.length ?? 0 }));
  });
  const largest = sources.sort((a, b) => b.size - a.size).slice(0, 12);
  return [...lines, '  largest sources (raw):', ...largest.map((s) => `  ${kB(s.size).padStart(8)}  ${s.source}`)].join('\n');
}

describe('size budgets of the built app', () => {
  const manifest = readManifest();
  const mainFiles = firstCardChunks(manifest, 'app');
  const drawnFiles = firstCardChunks(manifest, 'drawn');

  it('the main-thread JavaScript needed before the first card is at most 64 kB gzip', () => {
    const total = mainFiles.reduce((sum, file) => sum + gzipSize(file), 0);
    console.log(`size: first-card main-thread JS ${kB(total)} gzip in ${mainFiles.length} files (budget ${kB(MAIN_BUDGET)})`);
    expect(total, `over budget by ${kB(total - MAIN_BUDGET)}; what it holds:\n${breakdown(mainFiles)}`).toBeLessThanOrEqual(MAIN_BUDGET);
  });

  it('a card drawn before the app needs a fraction of that: the entry and the drawing alone, none of the app', () => {
    const total = drawnFiles.reduce((sum, file) => sum + gzipSize(file), 0);
    console.log(`size: a ?q= link's first card, drawn before the app: ${kB(total)} gzip in ${drawnFiles.length} files`);
    expect(drawnFiles.some((file) => mainFiles.includes(file) && /\/app-/.test(file))).toBe(false);
    expect(total, breakdown(drawnFiles)).toBeLessThanOrEqual(MAIN_BUDGET / 6);
  });

  it('keeps the chrome-only and heavy dependencies out of the first-card chunks', () => {
    // Full zod (classic), the markdown tree, tooltips' floating-ui and msw all load later, if at all;
    // so do the Surfaces tab and the five surface adapters it runs.
    const forbidden = [
      /node_modules\/zod\/v4\/classic\//,
      /node_modules\/solid-markdown\//,
      /node_modules\/micromark/,
      /node_modules\/@floating-ui\//,
      /node_modules\/msw\//,
      /(^|\/)src\/surfaces\//,
      /(^|\/)src\/client\/inspector\/Surfaces(Panel|View)\.tsx$/,
    ];
    const offenders = [...new Set([...mainFiles, ...drawnFiles])].flatMap((file) =>
      sourcesOf(file).sources.filter((source) => forbidden.some((pattern) => pattern.test(source))).map((source) => `${file}: ${source}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the worker chunk the page starts is at most 30 kB gzip and stands alone', () => {
    const referenced = new Set(
      mainFiles.flatMap((file) => [...readFileSync(join(DIST, file), 'utf8').matchAll(/worker-[\w-]+\.js/g)].map((m) => m[0])),
    );
    expect([...referenced], 'the page should start exactly one worker chunk').toHaveLength(1);
    const worker = `assets/${[...referenced][0] ?? ''}`;
    const code = readFileSync(join(DIST, worker), 'utf8');
    // A module worker that imported other chunks would load more than this file: the budget would not hold.
    expect(code).not.toMatch(/(?:^|[;}\s])import\s*(?:[\w{},*\s]+from\s*)?["']\.\.?\//);
    const size = gzipSize(worker);
    console.log(`size: worker ${kB(size)} gzip (budget ${kB(WORKER_BUDGET)})`);
    expect(size, `${worker} is over budget by ${kB(size - WORKER_BUDGET)}`).toBeLessThanOrEqual(WORKER_BUDGET);
  });
});
