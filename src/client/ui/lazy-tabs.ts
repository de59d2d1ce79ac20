/**
 * Kobalte Tabs loaded through the chrome gate (see chrome-gate.ts): the same
 * compound API as `@kobalte/core/tabs` (Tabs, .List, .Trigger, .Content,
 * .Indicator), so a caller switches by changing its import. Until the chunk is
 * in, nothing renders in its place; the side panels appear once it lands.
 */
import { lazy } from 'solid-js';
import { chromeChunk } from './chrome-gate.ts';

const load = chromeChunk(() => import('@kobalte/core/tabs'));

export const Tabs = Object.assign(
  lazy(() => load().then((m) => ({ default: m.Tabs }))),
  {
    List: lazy(() => load().then((m) => ({ default: m.Tabs.List }))),
    Trigger: lazy(() => load().then((m) => ({ default: m.Tabs.Trigger }))),
    Content: lazy(() => load().then((m) => ({ default: m.Tabs.Content }))),
    Indicator: lazy(() => load().then((m) => ({ default: m.Tabs.Indicator }))),
  },
);
