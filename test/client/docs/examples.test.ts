/** The docs page's model-facing text comes from the protocol, and its links point where they say. */
import { describe, expect, it } from 'vitest';
import {
  BEHAVIOURS,
  CANCELLED_TEXT,
  ERROR_ROWS,
  MIXED_BATCH,
  RULE_ROWS,
  embedSnippet,
  modelText,
  playgroundUrl,
} from '../../../src/client/docs/examples.ts';
import { docsEn } from '../../../src/client/docs/en.ts';
import { docsZh } from '../../../src/client/docs/zh.ts';
import { fullPlaygroundUrl } from '../../../src/client/playground/EmbedBar.tsx';
import { isEmbedHeightMessage } from '../../../src/client/playground/embed-height.ts';
import { USER_QUESTION_ERROR_CODES } from '../../../src/protocol/index.ts';

describe('docs examples', () => {
  it('show the mixed-batch call and the exact text its answer gives the model', () => {
    expect(MIXED_BATCH.en.call.arguments.questions.map((q) => q.id)).toEqual(['mode', 'path', 'checks']);
    expect(modelText(MIXED_BATCH.en.answer)).toBe(
      '{"answers":[{"id":"mode","selected":["Fast (Recommended)"]},{"id":"path","selected":[],"custom":"/tmp/out"},{"id":"checks","selected":["Lint","Unit tests"],"custom":"fuzz"}]}',
    );
    // The Chinese page shows the call and the text in the words its live example plays: same ids, no English prose.
    const zh = MIXED_BATCH.zh;
    expect(zh.call.arguments.questions.map((q) => q.id)).toEqual(['mode', 'path', 'checks']);
    for (const q of zh.call.arguments.questions) {
      for (const text of [q.question, q.header ?? '', ...(q.options ?? []).map((o) => `${o.label} ${o.description ?? ''}`)]) {
        expect(text, 'a zh question in English').not.toMatch(/[A-Za-z]{3,}/);
      }
    }
    expect(zh.answer.answers[0]?.selected).toEqual([zh.call.arguments.questions[0]?.options?.[0]?.label]);
    expect(modelText(zh.answer)).toBe(JSON.stringify(zh.answer));
    expect(CANCELLED_TEXT).toBe('Error: the user cancelled ask_user_question');
  });

  it('run each answer rule through the encoder', () => {
    const entry = (key: string): string => RULE_ROWS.find((r) => r.key === key)?.entry ?? '';
    expect(entry('singleCustom')).toBe('{"id":"db","selected":[],"custom":"SQLite first"}');
    expect(entry('multi')).toBe('{"id":"checks","selected":["Lint","Unit tests"],"custom":"fuzz"}');
    expect(entry('trimmed')).toBe('{"id":"path","selected":[],"custom":"/srv\\n(create it)"}');
    expect(entry('blank')).toBe('{"id":"path","selected":[]}');
    expect(entry('skipped')).toBe('{"id":"db","selected":[]}');
    expect(entry('recommended')).toBe('{"id":"mode","selected":["Fast (Recommended)"]}');
  });

  it('cover every error code once, each with a scenario, and name the path for INVALID_ARGS', () => {
    expect(ERROR_ROWS.map((r) => r.code).sort()).toEqual([...USER_QUESTION_ERROR_CODES].sort());
    for (const row of ERROR_ROWS) expect(row.scenarios.length).toBeGreaterThan(0);
    expect(ERROR_ROWS.find((r) => r.code === 'INVALID_ARGS')?.modelText).toBe('Error: invalid arguments: missing required property "questions[0].id"');
    expect(ERROR_ROWS.find((r) => r.code === 'DUPLICATE_PROVIDER')?.modelText).toBeNull();
  });

  it('have prose for every behaviour in both locales', () => {
    for (const b of BEHAVIOURS) {
      expect(docsZh.card.items[b.key].body).not.toBe('');
      expect(docsEn.card.items[b.key].body).not.toBe('');
    }
  });

  it('link the embedded and the full playground with the same example', () => {
    const embedded = playgroundUrl({ scenario: 'plan-review' }, { lang: 'zh', theme: 'dark', autoplay: true, embed: true });
    expect(embedded).toBe('./?embed=1&scenario=plan-review&autoplay=1&lang=zh&theme=dark');
    const absolute = new URL(embedded, 'https://docs.example/asklab/docs.html').href;
    expect(fullPlaygroundUrl(absolute)).toBe('https://docs.example/asklab/?scenario=plan-review&autoplay=1&lang=zh&theme=dark');
    expect(embedSnippet(absolute, 'A "quoted" & title')).toContain('title="A &quot;quoted&quot; &amp; title"');
    const asked = playgroundUrl({ request: { questions: [{ id: 'a', question: 'Q?' }] } }, { lang: 'en', theme: 'light', autoplay: true, embed: true });
    expect(asked).toMatch(/^\.\/\?embed=1&q=[A-Za-z0-9+\-$]+&lang=en&theme=light$/);
  });

  it('accept only well-formed height reports', () => {
    expect(isEmbedHeightMessage({ type: 'asklab:height', height: 412 })).toBe(true);
    expect(isEmbedHeightMessage({ type: 'asklab:height', height: -1 })).toBe(false);
    expect(isEmbedHeightMessage({ type: 'asklab:height', height: '412' })).toBe(false);
    expect(isEmbedHeightMessage({ type: 'other', height: 412 })).toBe(false);
    expect(isEmbedHeightMessage(null)).toBe(false);
  });
});

describe('an example answered by another provider (§12)', () => {
  it('carries ?provider= beside its request or scenario, in the embed and the playground link alike', () => {
    const request = { questions: [{ id: 'a', question: 'Which?', options: [{ label: 'One' }, { label: 'Two' }] }] };
    for (const provider of ['terminal', 'acp'] as const) {
      for (const embed of [true, false]) {
        const url = new URL(playgroundUrl({ request, provider }, { lang: 'en', theme: 'light', autoplay: false, embed }), 'http://x/');
        expect(url.searchParams.get('provider')).toBe(provider);
        expect(url.searchParams.has('q')).toBe(true);
        expect(url.searchParams.get('embed')).toBe(embed ? '1' : null);
      }
      expect(new URL(playgroundUrl({ scenario: 'terminal-answered', provider }, { lang: 'zh', theme: 'dark', autoplay: true, embed: true }), 'http://x/').searchParams.get('provider')).toBe(provider);
    }
    expect(new URL(playgroundUrl({ request }, { lang: 'en', theme: 'light', autoplay: false, embed: true }), 'http://x/').searchParams.has('provider')).toBe(false);
  });
});
