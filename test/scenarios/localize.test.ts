/** A scenario in the reader's language: which strings are looked up, and which never are. */
import { describe, expect, it } from 'vitest';
import { localizeScenario, readableStrings, scenarioForPage } from '../../src/scenarios/localize.ts';
import { parseScenario } from '../../src/scenarios/loader.ts';
import type { Scenario } from '../../src/scenarios/schema.ts';

function scenario(data: Record<string, unknown>): Scenario {
  const parsed = parseScenario(
    { id: 'words', title: { zh: '词', en: 'Words' }, description: { zh: '词。', en: 'Words.' }, group: 'shapes', ...data },
    'scenarios/words.json',
  );
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.scenario;
}

const zh: Record<string, string> = {
  'Let me ask.': '我问一下。',
  Database: '数据库',
  'Which database?': '用哪种数据库？',
  'SQLite (Recommended)': 'SQLite（推荐）',
  'One file': '一个文件',
  'a note': '一句备注',
  '{"questions":[{"id":"db","question":"Which one?"': '{"questions":[{"id":"db","question":"哪一个？"',
  '# Plan': '# 计划',
  db: '数据库 id',
  root: '根',
  Approve: '批准',
  'Research storage.': '调研存储。',
  Researcher: '调研员',
  'Done.': '完成。',
  'ran: ls': '已运行：ls',
};

const story = scenario({
  translations: { zh },
  steps: [
    { say: 'Let me ask.' },
    {
      tool: 'ask_user_question',
      arguments: { questions: [{ id: 'db', header: 'Database', question: 'Which database?', options: [{ label: 'SQLite (Recommended)', description: 'One file' }] }] },
      user: { answers: [{ select: ['SQLite (Recommended)'], text: 'a note' }] },
      expect: { answer: { answers: [{ id: 'db', selected: ['SQLite (Recommended)'], custom: 'a note' }] } },
    },
    { tool: 'ask_user_question', arguments: '{"questions":[{"id":"db","question":"Which one?"', expect: { code: 'INVALID_ARGS' } },
    { tool: 'exit_plan_mode', arguments: { plan: '# Plan' }, user: { answers: [{ select: ['Approve'] }] }, expect: { text: 'ran: ls' } },
    {
      subagent: { id: 'helper', label: 'Researcher', task: 'Research storage.', result: 'Done.' },
      steps: [{ ask: { questions: [{ id: 'db', question: 'Which database?' }] }, agent: 'root', expect: { code: 'DELEGATED_CALLER' } }],
    },
  ],
});

describe('localizeScenario', () => {
  it('looks up what a person reads, whole strings only, and keeps ids, agents, codes and the runtime\'s results', () => {
    const s = localizeScenario(story, 'zh');
    expect(s.steps[0]).toEqual({ say: '我问一下。' });
    expect(s.steps[1]).toEqual({
      tool: 'ask_user_question',
      arguments: { questions: [{ id: 'db', header: '数据库', question: '用哪种数据库？', options: [{ label: 'SQLite（推荐）', description: '一个文件' }] }] },
      user: { answers: [{ select: ['SQLite（推荐）'], text: '一句备注' }] },
      expect: { answer: { answers: [{ id: 'db', selected: ['SQLite（推荐）'], custom: '一句备注' }] } },
    });
    // Raw JSON text is one string: looked up whole, so it breaks where it broke.
    expect(s.steps[2]).toMatchObject({ arguments: '{"questions":[{"id":"db","question":"哪一个？"' });
    // A plan review's labels are the tool's own; the result text is the runtime's.
    expect(s.steps[3]).toEqual({ tool: 'exit_plan_mode', arguments: { plan: '# 计划' }, user: { answers: [{ select: ['Approve'] }] }, expect: { text: 'ran: ls' } });
    expect(s.steps[4]).toEqual({
      subagent: { id: 'helper', label: '调研员', task: '调研存储。', result: '完成。' },
      steps: [{ ask: { questions: [{ id: 'db', question: '用哪种数据库？' }] }, agent: 'root', expect: { code: 'DELEGATED_CALLER' } }],
    });
    expect(s.title).toEqual(story.title);
  });

  it('leaves a scenario without words for the locale as it is', () => {
    expect(localizeScenario(story, 'en')).toBe(story);
    const plain = scenario({ steps: [{ say: 'Hi.' }] });
    expect(localizeScenario(plain, 'zh')).toBe(plain);
  });

  it('runs a scenario that names its locale in that locale, whatever the page\'s', () => {
    const pinned = scenario({ setup: { locale: 'zh' }, translations: { zh: { 'Hi.': '你好。' } }, steps: [{ say: 'Hi.' }] });
    expect(scenarioForPage(pinned, 'en').steps).toEqual([{ say: '你好。' }]);
    expect(scenarioForPage(story, 'zh').steps[0]).toEqual({ say: '我问一下。' });
    expect(scenarioForPage(story, 'en')).toBe(story);
  });

  it('lists the strings it looks up (and none of the ids, the tool\'s labels or the runtime\'s text)', () => {
    const readable = new Set(readableStrings(story));
    for (const key of Object.keys(zh)) {
      const expected = !['db', 'root', 'Approve', 'ran: ls'].includes(key);
      expect(readable.has(key), key).toBe(expected);
    }
  });

  it('rejects a table that is not text for text', () => {
    const parsed = parseScenario(
      { id: 'words', title: { zh: '词', en: 'Words' }, description: { zh: '词。', en: 'Words.' }, group: 'shapes', steps: [{ say: 'Hi.' }], translations: { zh: { 'Hi.': 3 } } },
      'scenarios/words.json',
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/translations\.zh/);
  });
});
