/**
 * What is wrong with an opened scenario reads in the page's locale: the English
 * is the loader's own sentence, and the Chinese keeps only the JSON path, step
 * kinds and the schema's or the parser's words in Latin letters.
 */
import { describe, expect, it } from 'vitest';
import { jsonDetail, reasonText } from '../../../src/client/scenarios/reason-copy.ts';
import { SCHEMA_TRANSLATIONS } from '../../../src/client/scenarios/schema-translations.ts';
import { readScenarioFile } from '../../../src/scenarios/file.ts';
import { parseScenario, reasonEnglish, type ScenarioReason } from '../../../src/scenarios/loader.ts';

const SAMPLES: readonly ScenarioReason[] = [
  { kind: 'steps-not-array', path: 'steps' },
  { kind: 'step-not-object', path: 'steps[0]' },
  { kind: 'unknown-step', path: 'steps[2]' },
  { kind: 'schema', path: 'steps[1].ask.questions[0].id', message: 'Invalid input: expected string, received number' },
  { kind: 'id-mismatch', id: 'theirs', expected: 'mine' },
  { kind: 'id-format' },
  { kind: 'not-json', detail: 'Unexpected token' },
];

describe('a scenario problem on the page', () => {
  it.each(SAMPLES.map((r) => [r.kind, r] as const))('%s reads in English exactly as the loader says it', (_kind, reason) => {
    expect(reasonText(reason, 'en')).toBe(reasonEnglish(reason));
  });

  it.each(SAMPLES.map((r) => [r.kind, r] as const))('%s reads in Chinese around its data', (_kind, reason) => {
    const zh = reasonText(reason, 'zh');
    expect(zh).toMatch(/[\u4e00-\u9fff]|^steps\[1\]/);
    const data = Object.entries(reason).filter(([name]) => name !== 'kind').map(([, value]) => String(value));
    let prose = zh;
    for (const value of data) prose = prose.split(value).join('');
    const words = (prose.match(/[A-Za-z][A-Za-z_-]*/g) ?? []).filter(
      (w) => !['id', 'JSON', 'say', 'tool', 'ask', 'provider', 'policy', 'transport', 'wait', 'subagent'].includes(w),
    );
    expect(words).toEqual([]);
  });

  it('an opened file that does not match the schema carries its reason as data, beside the English', () => {
    const read = readScenarioFile(JSON.stringify({ id: 'x', steps: [{ dance: {} }] }), 'x.json');
    expect(read).toMatchObject({ ok: false, problem: 'invalid', reason: { kind: 'unknown-step', path: 'steps[0]' } });
    expect(read.ok || read.problem !== 'invalid' || read.error).toMatch(/^x\.json: steps\[0\]: unknown step kind/);
    if (!read.ok && read.problem === 'invalid') expect(reasonText(read.reason, 'zh')).toMatch(/^steps\[0\]：未知的步骤类型/);
  });

  it("words the schema's own message in Chinese when the page hands the loader zod's Chinese table; the English stays the loader's", () => {
    const bad = { id: 'x', title: 'X', steps: [{ ask: { questions: [{ id: 5, question: 'A?' }] } }] };
    const plain = parseScenario(bad, 'x.json');
    const read = parseScenario(bad, 'x.json', { translations: SCHEMA_TRANSLATIONS });
    if (plain.ok || read.ok) throw new Error('the scenario should not parse');
    expect(read.error).toBe(plain.error);
    expect(plain.reason).not.toHaveProperty('messages');
    expect(read.reason).toMatchObject({ kind: 'schema', path: plain.reason.kind === 'schema' ? plain.reason.path : '' });
    const zh = reasonText(read.reason, 'zh');
    expect(zh).toMatch(/[\u4e00-\u9fff]/);
    // Only the path (and zod's type names) remain in Latin letters.
    const path = read.reason.kind === 'schema' ? read.reason.path : '';
    expect(zh.replace(path, '').match(/[A-Za-z]{3,}/g)?.filter((w) => !['string', 'number', 'undefined', 'object', 'array', 'boolean'].includes(w)) ?? []).toEqual([]);
    expect(reasonText(read.reason, 'en')).toBe(reasonText(plain.reason, 'en'));
    // Without the table (the worker's loader), Chinese falls back to the schema's English words.
    expect(reasonText(plain.reason, 'zh')).toContain(plain.reason.kind === 'schema' ? plain.reason.message : '?');
  });

  it('words a whole-scenario schema problem in Chinese too (not only a step)', () => {
    const read = parseScenario({ id: 7, steps: [] }, 'x.json', { translations: SCHEMA_TRANSLATIONS });
    if (read.ok) throw new Error('the scenario should not parse');
    expect(read.reason.kind).toBe('schema');
    expect(reasonText(read.reason, 'zh')).toMatch(/[\u4e00-\u9fff]/);
  });

  it('the JSON parser’s own English is said again in Chinese: an early end, the unexpected character, where', () => {
    const complaint = (text: string): string => {
      try {
        JSON.parse(text);
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
      throw new Error('it parsed');
    };
    for (const text of ['', 'hello', '{"a":}', '{\n"a": 1,\n}', '[1, 2', '{"a": 1} x', '{"a":1', '{"a" 1}', '{a:1}', '[1 2]', '"abc']) {
      const engine = complaint(text);
      expect(jsonDetail(engine, 'en')).toBe(engine);
      const zh = jsonDetail(engine, 'zh');
      expect(zh, engine).toMatch(/[\u4e00-\u9fff]/);
      expect(zh.match(/[A-Za-z]{2,}/g) ?? [], engine).toEqual([]);
      expect(reasonText({ kind: 'not-json', detail: engine }, 'zh')).toBe(`不是有效的 JSON（${zh}）`);
    }
    expect(jsonDetail('Unexpected end of JSON input', 'zh')).toBe('内容在结束前中断');
    expect(jsonDetail("Unexpected token 'h', \"hello\" is not valid JSON", 'zh')).toBe('意外的字符 “h”');
    expect(jsonDetail('Expected double-quoted property name in JSON at position 9 (line 3 column 1)', 'zh')).toBe('此处应为加双引号的属性名，位于第 3 行第 1 列');
    expect(jsonDetail('Expected double-quoted property name in JSON at position 9', 'zh')).toBe('此处应为加双引号的属性名，位于第 10 个字符');
    expect(jsonDetail("Expected ',' or '}' after property value in JSON at position 6", 'zh')).toBe('此处应为 “,” 或 “}”，位于第 7 个字符');
    expect(jsonDetail("Expected ':' after property name in JSON at position 5", 'zh')).toBe('此处应为 “:”，位于第 6 个字符');
    expect(jsonDetail('Unterminated string in JSON at position 4', 'zh')).toBe('字符串没有结束引号，位于第 5 个字符');
    expect(jsonDetail('something else entirely', 'zh')).toBe('无法解析');
  });
});
