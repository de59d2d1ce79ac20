/**
 * Copy of the transcript's late-loading parts (panel copy, locale/copy.ts):
 * "Open in Request" on a tool row, the "(scripted)" mark and the late-answer notice. They load after
 * the first card. zh defines the keys; en carries the same set.
 */
import { defineCopy } from '../locale/copy.ts';

export const rowCopy = defineCopy(
  {
    'row.openInRequest': "在“请求”中打开",
    'row.openInRequestHint': "把这次提问的问题放进请求编辑器的草稿",
    'row.scripted': "（脚本）",
    'row.scriptedHint': "你的回答与脚本不同：这句话仍是脚本写好的，不是对你回答的反应。",
    'row.late.not-pending': "你的回答在问题撤回之后才到达：智能体拒收了它（not-pending）",
    'row.late.bad-response': "你的回答在问题撤回之后才到达：智能体无法读取它（bad-response）",
    'row.lateScriptedHint': "这个回答是场景脚本在问题撤回后发出的（本场景要演示的就是它），不是你发的。",
  },
  {
    'row.openInRequest': "Open in Request",
    'row.openInRequestHint': "Put this ask's questions into the request editor's draft",
    'row.scripted': "(scripted)",
    'row.scriptedHint': "Your answer differs from the script: these words are the script's, not a reply to your answer.",
    'row.late.not-pending': "Your answer arrived after the question was withdrawn: the agent refused it (not-pending)",
    'row.late.bad-response': "Your answer arrived after the question was withdrawn: the agent could not read it (bad-response)",
    'row.lateScriptedHint': "The scenario's script sent this answer after the question was withdrawn (it is what the scenario shows), not you.",
  },
);
