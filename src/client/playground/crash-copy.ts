/**
 * "Crash the agent" copy (panel copy, locale/copy.ts): it loads with the simulated
 * conditions, after the first card. zh defines the keys; en carries the same set.
 */
import { defineCopy } from '../locale/copy.ts';

export const crashCopy = defineCopy(
  {
    'crash.title': '让智能体崩溃',
    'crash.throw': '抛出错误',
    'crash.throwHint': '后台线程里抛出一个未捕获的错误',
    'crash.exit': '结束后台线程',
    'crash.exitHint': '后台线程一声不响地结束（如被浏览器终止）',
  },
  {
    'crash.title': 'Crash the agent',
    'crash.throw': 'Throw an error',
    'crash.throwHint': 'An uncaught error in the worker',
    'crash.exit': 'End the worker',
    'crash.exitHint': 'The worker ends without a word, as when the browser kills it',
  },
);

export type CrashKey = Parameters<typeof crashCopy.text>[1];
