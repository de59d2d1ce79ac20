/**
 * How a run is named wherever a history groups by run (the conversation's
 * dividers, Model receives, the Timeline): its kind in the page's words and,
 * for a scenario or an example, its title; a live model's name verbatim. Panel
 * copy (locale/copy.ts): it loads with the dividers, after the first card.
 */
import { defineCopy } from '../locale/copy.ts';
import type { Locale } from '../locale/locale.ts';
import type { RunLabel } from './model.ts';

export const runCopy = defineCopy(
  {
    'run.scenario': '场景',
    'run.example': '示例',
    'run.request': '你的请求',
    'run.demo': '演示模型',
    'run.live': '实时模型',
    'run.before': '第一次运行之前',
    'run.items': '{n} 项',
    'run.item': '1 项',
    'run.asks': '{n} 次提问',
    'run.ask': '1 次提问',
    'run.frames': '{n} 帧',
    'run.frame': '1 帧',
    'run.current': '当前运行',
    'run.earlier': '较早的运行，已折叠',
  },
  {
    'run.scenario': 'Scenario',
    'run.example': 'Example',
    'run.request': 'Your request',
    'run.demo': 'Demo model',
    'run.live': 'Live model',
    'run.before': 'Before the first run',
    'run.items': '{n} items',
    'run.item': '1 item',
    'run.asks': '{n} asks',
    'run.ask': '1 ask',
    'run.frames': '{n} frames',
    'run.frame': '1 frame',
    'run.current': 'current run',
    'run.earlier': 'earlier run, folded',
  },
);

export interface RunTitle {
  readonly kind: string;
  /** A scenario's or an example's title, or the live model's name (verbatim). */
  readonly name?: string;
  readonly verbatim?: true;
}

export function runTitle(label: RunLabel | undefined, locale: Locale): RunTitle {
  const t = (key: 'run.scenario' | 'run.example' | 'run.request' | 'run.demo' | 'run.live' | 'run.before'): string => runCopy.text(locale, key);
  if (label === undefined) return { kind: t('run.before') };
  switch (label.kind) {
    case 'scenario':
    case 'example':
      return { kind: t(label.kind === 'scenario' ? 'run.scenario' : 'run.example'), name: label.title[locale] };
    case 'request':
      return { kind: t('run.request') };
    case 'live':
      return label.demo ? { kind: t('run.demo') } : { kind: t('run.live'), name: label.model, verbatim: true };
  }
}

/** A run's size in its header: items of the conversation, asks settled, frames logged. */
export function runCount(locale: Locale, what: 'items' | 'asks' | 'frames', n: number): string {
  if (n === 1) return runCopy.text(locale, what === 'items' ? 'run.item' : what === 'asks' ? 'run.ask' : 'run.frame');
  return runCopy.text(locale, what === 'items' ? 'run.items' : what === 'asks' ? 'run.asks' : 'run.frames', { n });
}

/** What a header says to a screen reader beside its name: the current run, or a folded earlier one. */
export function runState(locale: Locale, current: boolean, open: boolean): string {
  return current ? runCopy.text(locale, 'run.current') : open ? '' : runCopy.text(locale, 'run.earlier');
}
