/**
 * Global setup for the `e2e` project: builds the app once (in a child process,
 * exactly as `vite build` would in production), serves `dist/` with Vite's
 * preview server on 127.0.0.1 and an OS-chosen port, and hands the base URL to
 * the tests (`inject('baseUrl')`). The returned teardown closes the server.
 *
 * ASKLAB_E2E_SKIP_BUILD=1 reuses an existing `dist/` (fast local iteration);
 * it is ignored when `dist/index.html` does not exist.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { HEADLESS_ARGS, chromiumArgs, chromiumPath, chromiumPresent } from '../../scripts/chromium.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Chromium's switches for every test's browser (scripts/chromium.mjs), read once here. */
    chromiumArgs: string[];
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));

function buildApp(): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) {
        console.log(`e2e: built dist/ in ${((Date.now() - started) / 1000).toFixed(1)}s`);
        resolve();
      } else {
        reject(
          new Error(
            `e2e: \`vite build\` failed (${signal ?? `exit code ${String(code)}`}):\n${output}`,
          ),
        );
      }
    });
  });
}

/**
 * The switches for every test's browser. Without a browser the tests fail (or skip, when asked to) by themselves and
 * say how to install one. A Chromium whose chrome://version cannot be read runs the tests with its toolbar's pages,
 * as before, and test/e2e/chromium.test.ts fails to say so.
 */
async function testBrowserArgs(): Promise<string[]> {
  if (!chromiumPresent()) return [...HEADLESS_ARGS];
  try {
    return await chromiumArgs(chromium, chromiumPath);
  } catch (error) {
    console.warn(`e2e: could not read Chromium's default switches, so its toolbar pages stay on: ${error instanceof Error ? error.message : String(error)}`);
    return [...HEADLESS_ARGS];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const distIndex = join(root, 'dist', 'index.html');
  if (process.env['ASKLAB_E2E_SKIP_BUILD'] === '1' && existsSync(distIndex)) {
    console.log('e2e: ASKLAB_E2E_SKIP_BUILD=1, reusing the existing dist/');
  } else {
    await buildApp();
  }

  const server = await preview({
    root,
    mode: 'production',
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const address = server.httpServer.address() as AddressInfo | string | null;
  if (address === null || typeof address === 'string') {
    await server.close();
    throw new Error(`e2e: the preview server has no TCP address (${String(address)})`);
  }
  const baseUrl = `http://127.0.0.1:${String(address.port)}`;
  console.log(`e2e: serving dist/ at ${baseUrl}`);
  project.provide('baseUrl', baseUrl);
  project.provide('chromiumArgs', await testBrowserArgs());

  return async () => {
    await server.close();
  };
}
