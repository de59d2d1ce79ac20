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
    'share.manualTitle': '请手动复制链接',
    'share.manualBody': '剪贴板不让写入。链接已在下面选中，按 Ctrl+C（Mac 上按 ⌘C）复制，或再试一次“复制”。',
    'share.manualField': '分享链接',
    'share.copy': '复制',
    'share.copied': '已复制',
    'share.copyBlocked': '剪贴板仍然不让写入：链接已选中，请按 Ctrl+C（Mac 上按 ⌘C）。',
  },
  {
    'share.tooLargeTitle': 'Too large for a link',
    'share.tooLargeBody': 'This link would be {size}; browsers open links only up to {limit}. Save it as a scenario file instead: anyone can load it with “Open scenario file”.',
    'share.saveScenario': 'Save as scenario file',
    'share.close': 'Close',
    'share.manualTitle': 'Copy the link by hand',
    'share.manualBody': 'The clipboard is blocked. The link below is selected: press Ctrl+C (⌘C on a Mac), or try Copy again.',
    'share.manualField': 'Share link',
    'share.copy': 'Copy',
    'share.copied': 'Copied',
    'share.copyBlocked': 'The clipboard is still blocked: the link is selected, press Ctrl+C (⌘C on a Mac).',
  },
);

export type ShareKey = Parameters<typeof shareCopy.text>[1];
