/** Types of ./chromium.mjs (the e2e tests are TypeScript; the bench and the scripts run it as is). */
import type { Browser, BrowserType } from 'playwright-core';

export declare const chromiumPath: string;
export declare function chromiumPresent(path?: string): boolean;
export declare const HEADLESS_ARGS: readonly string[];
export declare const TOOLBAR_WEBUI: readonly string[];
export declare function disabledFeatures(browserType: BrowserType, executablePath: string, args: readonly string[]): Promise<string[]>;
export declare function chromiumArgs(browserType: BrowserType, executablePath: string): Promise<string[]>;
export declare function toolbarPages(browser: Browser): Promise<string[]>;
