/** Where the e2e tests find Chromium, and whether it is there (read by the global setup and by ./browser.ts). */
import { accessSync, constants } from 'node:fs';

export const chromiumPath: string = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export const browserPresent = isExecutable(chromiumPath);
