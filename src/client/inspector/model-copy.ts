/**
 * "Model receives" history's copy (panel copy, locale/copy.ts): it loads with
 * the panel's chunk, after the first card. zh defines the keys; en carries the same set.
 */
import { defineCopy } from '../locale/copy.ts';

export const modelCopy = defineCopy(
  {
    'model.history': "提问结果历史（最新在前）",
    'model.directAsk': "直接提问",
    'model.agent': "智能体",
    'model.success': "成功",
    'model.plainError': "错误（无错误码）",
    'model.latest': "最新",
    'model.count': "共 {n} 条",
  },
  {
    'model.history': "Settled asks, newest first",
    'model.directAsk': "direct ask",
    'model.agent': "agent",
    'model.success': "success",
    'model.plainError': "error (no code)",
    'model.latest': "latest",
    'model.count': "{n} in all",
  },
);
