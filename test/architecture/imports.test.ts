/**
 * The architecture is visible in the folders (STYLE.md): these rules are checked
 * here rather than hoped for.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = resolve(import.meta.dirname, '../../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const all = files(src);
const rel = (file: string): string => relative(src, file).split('\\').join('/');

function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
  return specs.filter((s) => s.startsWith('.')).map((s) => resolve(dirname(file), s));
}

/** What a module loads before it runs: its value imports, not `import type` (erased) or `import()` (loaded later). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^(?:import|export)\s(?!type\s)[^'"]*?(?:from\s+)?['"](\.[^'"]+)['"]/gm)].map((m) => m[1] ?? '');
  return specs.map((s) => resolve(dirname(file), s));
}

/** Every module `entry` reaches through `imports` (by default every local import, `import()` included). */
function closure(entry: string, imports: (file: string) => string[] = localImports): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const dep of imports(file)) if (/\.(ts|tsx)$/.test(dep)) stack.push(dep);
  }
  return seen;
}

describe('import rules', () => {
  it('protocol imports nothing but protocol (and packages)', () => {
    for (const file of all.filter((f) => rel(f).startsWith('protocol/'))) {
      for (const dep of localImports(file)) expect(rel(dep), rel(file)).toMatch(/^protocol\//);
    }
  });

  it('client never reaches host, not even through another folder', () => {
    for (const file of all.filter((f) => rel(f).startsWith('client/'))) {
      const reached = [...closure(file)].map(rel).filter((f) => f.startsWith('host/'));
      expect(reached, rel(file)).toEqual([]);
    }
  });

  it('host never imports client or app', () => {
    for (const file of all.filter((f) => rel(f).startsWith('host/'))) {
      const reached = [...closure(file)].map(rel).filter((f) => f.startsWith('client/') || f.startsWith('app/'));
      expect(reached, rel(file)).toEqual([]);
    }
  });

  it('shared models sit below their readers: transcript, inspector and session never import the playground', () => {
    const readers = all.filter((f) => /^client\/(transcript|inspector|session)\//.test(rel(f)));
    expect(readers.length).toBeGreaterThan(0);
    for (const file of readers) {
      const reached = localImports(file).map(rel).filter((f) => f.startsWith('client/playground/'));
      expect(reached, rel(file)).toEqual([]);
    }
  });

  it('the workbench store is below the shell: it imports no component of the playground', () => {
    for (const file of all.filter((f) => rel(f).startsWith('client/workbench/') && !/[A-Z]\w*\.tsx$/.test(rel(f)))) {
      const reached = localImports(file).map(rel).filter((f) => /\.tsx$/.test(f));
      expect(reached, rel(file)).toEqual([]);
    }
  });

  it('the worker entry pulls in nothing from the page bundle', () => {
    const reached = [...closure(join(src, 'host/worker.ts'))].map(rel);
    expect(reached.filter((f) => f.startsWith('client/') || f.startsWith('app/'))).toEqual([]);
  });

  it('the worker starts without its drivers: they are a chunk loaded after start-up (host/drivers.ts)', () => {
    const reached = [...closure(join(src, 'host/worker.ts'), valueImports)].map(rel);
    expect(reached).toContain('host/runtime.ts');
    expect(reached).toContain('host/providers/web.ts');
    const drivers = /^(host\/drivers\.ts|host\/live\/|host\/scripted-driver\.ts|host\/boot-scenario\.ts|host\/mcp\/|scenarios\/)/;
    expect(reached.filter((f) => drivers.test(f))).toEqual([]);
  });

  it('surfaces imports nothing but surfaces and protocol (pure adapters)', () => {
    for (const file of all.filter((f) => rel(f).startsWith('surfaces/'))) {
      for (const dep of localImports(file)) expect(rel(dep), rel(file)).toMatch(/^(surfaces|protocol)\//);
    }
  });

  it('traces imports nothing but traces, surfaces, protocol, the scenario schema and the redaction rules (pure parsers, SPEC §13)', () => {
    const allowed = /^(traces|surfaces|protocol)\/|^scenarios\/schema\.ts$|^bridge\/redact\.ts$/;
    const files = all.filter((f) => rel(f).startsWith('traces/'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) for (const dep of localImports(file)) expect(rel(dep), rel(file)).toMatch(allowed);
  });

  it('the trace worker is loaded only when a trace is opened: nothing on the first-card path reaches it', () => {
    const reached = [...closure(join(src, 'app/main.tsx'), valueImports)].map(rel);
    expect(reached.filter((f) => f.startsWith('traces/') || f.startsWith('client/traces/'))).toEqual([]);
  });

  it('protocol, host, surfaces and traces code touch no DOM globals (they run in a worker and in node)', () => {
    for (const file of all.filter((f) => /^(protocol|host|surfaces|traces)\//.test(rel(f)))) {
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '')
        .replace(/'[^'\n]*'|"[^"\n]*"|`[^`]*`/g, "''");
      expect(code, rel(file)).not.toMatch(/\b(document|window|localStorage|sessionStorage|HTMLElement)\b/);
    }
  });

  it('every dropdown menu comes from ui/dropdown-menu.tsx, which is not modal: a modal one hid <body>, itself included, as it opened (menus.test.ts)', () => {
    const importers = all.filter((file) => /from '@kobalte\/core\/dropdown-menu'/.test(readFileSync(file, 'utf8'))).map(rel);
    expect(importers).toEqual(['client/ui/dropdown-menu.tsx']);
    expect(readFileSync(join(src, 'client/ui/dropdown-menu.tsx'), 'utf8')).toContain('modal={false}');
  });
});
