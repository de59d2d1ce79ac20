/**
 * Link problems are worded per kind, in both locales: a bad view setting is
 * never reported as a request that could not be opened.
 */
import { describe, expect, it } from 'vitest';
import { parseUrlState } from '../../../src/app/url-decoders.ts';
import { linkText, linkTone } from '../../../src/client/playground/link-notices.ts';
import { encodeRequest } from '../../../src/protocol/request-link.ts';

describe('link notices', () => {
  it('word each kind of problem on its own, in English and Chinese', () => {
    const problems = parseUrlState('?q=garbage!!&lang=fr&scenario=single-choice').problems;
    expect(problems.map((p) => linkText(p, 'en'))).toEqual([
      expect.stringMatching(/^The request in the link could not be opened: /),
      'A setting in the link was not used: lang must be "zh" or "en", not "fr"',
    ]);
    expect(problems.map((p) => linkTone(p))).toEqual(['error', 'error']);
    expect(linkText({ kind: 'setting', param: 'width', value: 'abc' }, 'zh')).toBe('链接里的一项设置没有采用：width 须是 280 到 4000 之间的整数像素，不能是 "abc"');
    // In Chinese the only Latin words are the parameter, its allowed values and the value given.
    for (const [param, value] of [['lang', 'fr'], ['theme', 'blue'], ['width', 'abc'], ['tokens', 'zzz']] as const) {
      const words = linkText({ kind: 'setting', param, value }, 'zh').match(/[A-Za-z]+/g) ?? [];
      expect(words.filter((w) => ![param, value, 'zh', 'en', 'light', 'dark'].includes(w)), param).toEqual([]);
    }
    // A long value (a cut-short tokens blob) is quoted short.
    expect(linkText({ kind: 'setting', param: 'lang', value: 'x'.repeat(500) }, 'en').length).toBeLessThan(140);
  });

  it('give each kind one tone, whatever the locale: refused input is an error, a choice made for the person is information', () => {
    const problems = [
      ...parseUrlState('?q=garbage!!&theme=blue').problems,
      { kind: 'tokens-dropped', count: 2 },
      { kind: 'scenario-and-request' },
      { kind: 'two-scenarios' },
      { kind: 'scenario-data', cause: 'not-lz' },
    ] as const;
    expect(problems.map((p) => linkTone(p))).toEqual(['error', 'error', 'info', 'info', 'info', 'error']);
  });

  it('word an unreadable request in Chinese by its cause, naming only the JSON paths', () => {
    const cut = parseUrlState('?q=garbage!!').problems[0];
    expect(cut).toMatchObject({ kind: 'request', cause: 'not-lz' });
    expect(linkText(cut!, 'zh')).toBe('无法打开链接中的请求：q 参数不是 lz-string 数据（可能被截断了）');
    const wrong = parseUrlState(`?q=${encodeRequest({ questions: [{ id: 5, question: 'A?' }] } as never)}`).problems[0];
    expect(wrong).toMatchObject({ kind: 'request', cause: 'schema' });
    const zh = linkText(wrong!, 'zh');
    expect(zh).toMatch(/^无法打开链接中的请求：请求不符合格式，问题在 questions\[0\]/);
    expect(zh.match(/[A-Za-z]{3,}/g)?.filter((w) => !['questions', 'options'].includes(w)) ?? []).toEqual([]);
    // English keeps the decoder's own sentence, which says what the schema wanted.
    expect(linkText(wrong!, 'en')).toContain('the request does not match the schema: questions[0]');
  });

  it('say which one runs when a link names both a scenario and a request', () => {
    expect(linkText({ kind: 'scenario-and-request' }, 'en')).toBe('This link names both a scenario and a request (?q=): the scenario runs, the request is not asked.');
    expect(linkTone({ kind: 'scenario-and-request' })).toBe('info');
    expect(linkText({ kind: 'scenario-and-request' }, 'zh')).toContain('运行的是场景');
  });

  it('say the scenario file runs when a link also names a scenario', () => {
    expect(linkText({ kind: 'two-scenarios' }, 'en')).toBe(
      'This link gives both a scenario name (?scenario=) and a scenario file (?scenario-data=): the file runs.',
    );
    expect(linkText({ kind: 'two-scenarios' }, 'zh')).toContain('运行的是场景文件');
  });

  it('word an unreadable ?scenario-data= by its cause in each locale, with no English in Chinese', () => {
    const cut = parseUrlState('?lang=zh&scenario-data=xyz').problems[0];
    expect(cut).toEqual({ kind: 'scenario-data', cause: 'not-lz' });
    expect(linkText(cut!, 'zh')).toBe('链接里的场景（?scenario-data=）无法读取：scenario-data 参数不是 lz-string 数据（可能被截断了）');
    expect(linkTone(cut!)).toBe('error');
    expect(linkText(cut!, 'en')).toBe(
      'The scenario in the link (?scenario-data=) could not be read: the scenario-data parameter is not lz-string data (it may be cut short)',
    );
  });

  it('count the token values that were dropped', () => {
    expect(linkText({ kind: 'tokens-dropped', count: 2 }, 'en')).toBe('2 design token values in the link were not valid; the defaults are used instead.');
    expect(linkText({ kind: 'tokens-dropped', count: 1 }, 'en')).toBe('A design token value in the link was not valid; the default is used instead.');
    expect(linkText({ kind: 'tokens-dropped', count: 1 }, 'zh')).toBe('链接里有 1 个设计令牌的值无效，已改用默认值。');
    expect(linkText({ kind: 'tokens-dropped', count: 2 }, 'zh')).toBe('链接里有 2 个设计令牌的值无效，已改用默认值。');
  });
});
