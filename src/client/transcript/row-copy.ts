/**
 * Copy of the transcript's late-loading parts (panel copy, locale/copy.ts):
 * "Open in Request" on a tool row and the "(scripted)" mark. They load after
 * the first card. zh defines the keys; en carries the same set.
 */
import { defineCopy } from '../locale/copy.ts';

export const rowCopy = defineCopy(
  {
    'row.openInRequest': "在“请求”中打开",
    'row.openInRequestHint': "把这次提问的问题放进请求编辑器的草稿",
    'row.scripted': "（脚本）",
    'row.scriptedHint': "你的回答与脚本不同：这句话仍是脚本写好的，不是对你回答的反应。",
  },
  {
    'row.openInRequest': "Open in Request",
    'row.openInRequestHint': "Put this ask's questions into the request editor's draft",
    'row.scripted': "(scripted)",
    'row.scriptedHint': "Your answer differs from the script: these words are the script's, not a reply to your answer.",
  },
);
