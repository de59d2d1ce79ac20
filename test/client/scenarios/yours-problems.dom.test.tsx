// @vitest-environment jsdom
/**
 * What "Yours" could not read back is worded at render in the page's locale:
 * the Chinese page says it with no English word outside the loader's reason
 * (checked by the zh page's own literal check, ./e2e/locale-literals.ts), an
 * entry's reason reads exactly as a scenario link's notice words it, and a
 * locale switch re-words it all.
 */
import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../../src/client/locale/LocaleProvider.tsx';
import { createLocale, type Locale } from '../../../src/client/locale/locale.ts';
import { reasonText } from '../../../src/client/scenarios/reason-copy.ts';
import { makeYoursStorage, YOURS_KEY, type YoursProblem } from '../../../src/client/scenarios/yours.ts';
import { YoursProblems } from '../../../src/client/scenarios/YoursProblems.tsx';
import { readScenarioFile } from '../../../src/scenarios/file.ts';
import { ALLOWED_WORDS, collectLiterals, formatLiterals } from '../../e2e/locale-literals.ts';

afterEach(cleanup);
beforeEach(() => {
  document.documentElement.lang = 'zh';
});

/** A storage holding `text` under Yours' key, or one that refuses to be read. */
function storageWith(text: string | 'refuses'): Storage {
  const items = new Map<string, string>(text === 'refuses' ? [] : [[YOURS_KEY, text]]);
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem(key) {
      if (text === 'refuses') throw new DOMException('The operation is insecure.', 'SecurityError');
      return items.get(key) ?? null;
    },
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const BAD_STEP = { id: 'bad-step', title: { zh: '坏步骤', en: 'Bad step' }, description: { zh: '说明', en: 'About' }, group: 'errors', steps: [{ dance: {} }] };
const BAD_ID = { id: 'Bad Id' };

/** Problems as a real load reports them. */
function load(text: string | 'refuses'): YoursProblem[] {
  return makeYoursStorage(storageWith(text)).load().problems;
}
const entries = JSON.stringify({ version: 1, entries: [{ key: 'a', scenario: BAD_ID }, { key: 'b', scenario: BAD_STEP }] });
const CASES = [
  ['storage that refuses to be read', load('refuses')],
  ['a stored list that is not JSON', load('{not json')],
  ['entries the loader refused', load(entries)],
  ['one entry the loader refused', load(JSON.stringify({ version: 1, entries: [{ key: 'b', scenario: BAD_STEP }] }))],
] as const;

function show(problems: readonly YoursProblem[], locale: Locale) {
  const api = createLocale(locale);
  render(() => (
    <LocaleProvider value={api}>
      <YoursProblems problems={problems} />
    </LocaleProvider>
  ));
  return api;
}

/** Each problem's sentence and, when it has one, its reason. */
function lines(): string[][] {
  return screen.getAllByTestId('yours-problem').map((item) => [...item.children].map((child) => child.textContent ?? ''));
}

describe('what Yours could not read back', () => {
  it('are data, and each load reports its kind', () => {
    expect(CASES.map(([, problems]) => problems.map((p) => p.kind))).toEqual([['storage-unreadable'], ['list-not-json'], ['entry', 'entry'], ['entry']]);
  });

  it('read in English, each entry with the loader\'s reason as a scenario link words it', () => {
    show(load(entries), 'en');
    expect(screen.getByTestId('yours-problems').firstElementChild?.textContent).toBe('2 saved scenarios could not be read and were left out:');
    expect(lines()).toEqual([
      ['Entry 1 in the list:', 'id: ids are lowercase words joined by hyphens'],
      ['Entry 2 in the list:', 'steps[0]: unknown step kind (expected one of say, tool, ask, provider, policy, transport, wait, subagent)'],
    ]);
    // The same file in a ?scenario-data= link: its notice words the same reason with the same words.
    const linked = readScenarioFile(JSON.stringify(BAD_STEP), 'scenario-data');
    if (linked.ok || linked.problem !== 'invalid') throw new Error('expected an invalid scenario');
    expect(lines()[1]?.[1]).toBe(reasonText(linked.reason, 'en'));
  });

  it('read in Chinese, and again in English after a switch', () => {
    const api = show(load(JSON.stringify({ version: 1, entries: [{ key: 'b', scenario: BAD_STEP }] })), 'zh');
    expect(screen.getByTestId('yours-problems').firstElementChild?.textContent).toBe('有 1 个保存的场景读不出来，已略过：');
    expect(lines()).toEqual([['列表第 1 项：', 'steps[0]：未知的步骤类型（应为 say、tool、ask、provider、policy、transport、wait、subagent 之一）']]);
    api.setLocale('en');
    expect(screen.getByTestId('yours-problems').firstElementChild?.textContent).toBe('A saved scenario could not be read and was left out:');
    expect(lines()).toEqual([['Entry 1 in the list:', 'steps[0]: unknown step kind (expected one of say, tool, ask, provider, policy, transport, wait, subagent)']]);
  });

  it('say a storage or list problem on its own, without counting scenarios', () => {
    show(load('refuses'), 'zh');
    expect(screen.getByTestId('yours-problems').textContent).toBe('这个浏览器不允许本页读取保存的数据，所以无法显示“你的场景”里的内容。');
    cleanup();
    show(load('{not json'), 'zh');
    expect(screen.getByTestId('yours-problems').textContent).toBe('“你的场景”在这个浏览器里保存的列表已不是有效的 JSON，其中的场景都读不出来。');
  });

  it.each(CASES)('%s: the Chinese page has no English word outside the loader\'s verbatim reason', (_name, problems) => {
    show(problems, 'zh');
    expect(screen.getByTestId('yours-problems').textContent).toMatch(/[\u4e00-\u9fff]/);
    const literals = collectLiterals(ALLOWED_WORDS);
    expect(literals, formatLiterals(literals)).toEqual([]);
  });

  it.each(CASES)('%s: the same check finds the English page\'s words (it is not looking at nothing)', (_name, problems) => {
    show(problems, 'en');
    expect(collectLiterals(ALLOWED_WORDS).length).toBeGreaterThan(0);
  });
});
