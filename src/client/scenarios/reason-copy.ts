/**
 * The page's words for what is wrong with a scenario someone opened (the
 * loader's reasons, scenarios/loader.ts), in both locales: the JSON path and
 * the schema's own words are kept as they are. The English is the loader's
 * sentence without its file name (the notice around it names the file).
 * Loaded with the panels that show a scenario problem, never with the first card.
 */
import { assertNever } from '../../protocol/index.ts';
import type { ScenarioReason } from '../../scenarios/loader.ts';
import { defineCopy } from '../locale/copy.ts';
import type { Locale } from '../locale/locale.ts';

export const reasonCopy = defineCopy(
  {
    'reason.steps-not-array': '{path}：应是一个步骤数组',
    'reason.step-not-object': '{path}：步骤必须是一个对象',
    'reason.unknown-step': '{path}：未知的步骤类型（应为 say、tool、ask、provider、policy、transport、wait、subagent 之一）',
    'reason.schema': '{path}：{message}',
    'reason.id-mismatch': 'id：id“{id}”必须与文件名“{expected}”一致',
    'reason.id-format': 'id：只能由小写字母、数字和连字符组成，以字母或数字开头',
    'reason.not-json': '不是有效的 JSON（{detail}）',
    'json.end': '内容在结束前中断',
    'json.token': '意外的字符 {token}',
    'json.expected': '此处应为 {what}',
    'json.or': ' 或 ',
    'json.propertyName': '此处应为加双引号的属性名',
    'json.unterminated': '字符串没有结束引号',
    'json.position': '位于第 {n} 个字符',
    'json.line': '位于第 {line} 行第 {column} 列',
    'json.unknown': '无法解析',
  },
  {
    'reason.steps-not-array': '{path}: expected an array of steps',
    'reason.step-not-object': '{path}: a step must be an object',
    'reason.unknown-step': '{path}: unknown step kind (expected one of say, tool, ask, provider, policy, transport, wait, subagent)',
    'reason.schema': '{path}: {message}',
    'reason.id-mismatch': 'id: the id "{id}" must match the file name "{expected}"',
    'reason.id-format': 'id: ids are lowercase words joined by hyphens',
    'reason.not-json': 'not valid JSON ({detail})',
    'json.end': 'it ends too soon',
    'json.token': 'unexpected {token}',
    'json.expected': '{what} expected here',
    'json.or': ' or ',
    'json.propertyName': 'a double-quoted property name expected here',
    'json.unterminated': 'a string has no closing quote',
    'json.position': 'at character {n}',
    'json.line': 'at line {line}, column {column}',
    'json.unknown': 'it cannot be read',
  },
);

export function reasonText(reason: ScenarioReason, locale: Locale): string {
  switch (reason.kind) {
    case 'steps-not-array':
    case 'step-not-object':
    case 'unknown-step':
      return reasonCopy.text(locale, `reason.${reason.kind}`, { path: reason.path });
    case 'schema':
      // The schema's words in the page's language when the loader was given them (zod's own table), else its English.
      return reasonCopy.text(locale, 'reason.schema', { path: reason.path, message: (locale === 'en' ? undefined : reason.messages?.[locale]) ?? reason.message });
    case 'id-mismatch':
      return reasonCopy.text(locale, 'reason.id-mismatch', { id: reason.id, expected: reason.expected });
    case 'id-format':
      return reasonCopy.text(locale, 'reason.id-format');
    case 'not-json':
      return reasonCopy.text(locale, 'reason.not-json', { detail: jsonDetail(reason.detail, locale) });
    default:
      return assertNever(reason, 'scenario reason');
  }
}

/**
 * The JSON parser's complaint in the page's words. The engine writes it in English and in its own shape, so in zh
 * what it says is read back (an early end, an unexpected character, where) and said again; anything else is said
 * plainly. English pages keep the engine's sentence, which is the most exact.
 */
export function jsonDetail(detail: string, locale: Locale): string {
  if (locale === 'en') return detail;
  const parts: string[] = [];
  if (/unexpected end/i.test(detail)) parts.push(reasonCopy.text(locale, 'json.end'));
  const token = /unexpected (?:token|character|non-whitespace character)\s*(?:'([^']*)'|(\S))?/i.exec(detail);
  if (token !== null) parts.push(reasonCopy.text(locale, 'json.token', { token: `“${token[1] ?? token[2] ?? ''}”` }));
  if (/unterminated string/i.test(detail)) parts.push(reasonCopy.text(locale, 'json.unterminated'));
  if (/expected (?:double-quoted )?property name/i.test(detail)) parts.push(reasonCopy.text(locale, 'json.propertyName'));
  else {
    // "Expected ',' or '}' after property value": the characters that would fit, in the page's quotes.
    const expected = /expected ((?:'[^']+'(?: or )?)+)/i.exec(detail);
    const marks = expected?.[1]?.match(/'[^']+'/g)?.map((m) => `“${m.slice(1, -1)}”`);
    if (marks !== undefined && marks.length > 0) parts.push(reasonCopy.text(locale, 'json.expected', { what: marks.join(reasonCopy.text(locale, 'json.or')) }));
  }
  const line = /line (\d+) column (\d+)/i.exec(detail);
  const position = /position (\d+)/i.exec(detail);
  if (line !== null) parts.push(reasonCopy.text(locale, 'json.line', { line: line[1] ?? '', column: line[2] ?? '' }));
  else if (position !== null) parts.push(reasonCopy.text(locale, 'json.position', { n: String(Number(position[1]) + 1) }));
  return parts.length > 0 ? parts.join('，') : reasonCopy.text(locale, 'json.unknown');
}
