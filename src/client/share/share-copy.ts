/**
 * Share's copy (panel copy, locale/copy.ts): it loads with the Share button's chunk,
 * after the first card. zh defines the keys; en carries the same set.
 */
import { defineCopy } from '../locale/copy.ts';

export const shareCopy = defineCopy(
  {
    'share.tooLargeTitle': '请求太大，放不进链接',
    'share.tooLargeBody': '这个链接有 {size}，而浏览器只打开 {limit} 以内的链接。把它存成场景文件吧：别人用“打开场景文件”就能载入。',
    'share.saveScenario': '存为场景文件',
    'share.close': '关闭',
  },
  {
    'share.tooLargeTitle': 'Too large for a link',
    'share.tooLargeBody': 'This link would be {size}; browsers open links only up to {limit}. Save it as a scenario file instead: anyone can load it with “Open scenario file”.',
    'share.saveScenario': 'Save as scenario file',
    'share.close': 'Close',
  },
);

export type ShareKey = Parameters<typeof shareCopy.text>[1];
