/**
 * The docs search finds the page's own words (issue 42 item 10): the live
 * examples' controls ("embed", "嵌入"), a field by the name the service and the
 * playground's editor use ("multiSelect"), and the scenarios the page plays, in
 * both locales ("取消"; "abort" finds the scenarios that abort, not only the code).
 */
import { describe, expect, it } from 'vitest';
import { CONTROLS_ANCHOR, buildSearchIndex, searchDocs } from '../../../src/client/docs/search-index.ts';

const index = buildSearchIndex([]);
const keys = (query: string, locale: 'zh' | 'en' = 'en'): string[] => searchDocs(index, query, locale, 50).map((e) => e.key ?? e.id);

describe('docs search index', () => {
  it('finds "embed" and "嵌入": the Copy embed code control on every example', () => {
    expect(keys('embed')).toContain('control-Copy embed code');
    expect(keys('嵌入', 'zh')).toContain('control-Copy embed code');
    const hit = searchDocs(index, '嵌入', 'zh').find((e) => e.key === 'control-Copy embed code');
    expect(hit?.id).toBe(CONTROLS_ANCHOR);
    expect(hit?.title.zh).toBe('复制嵌入代码');
  });

  it('finds "replay" and "重播"', () => {
    expect(keys('replay')).toContain('control-Replay');
    expect(keys('重播', 'zh')).toContain('control-Replay');
  });

  it('finds the field multi_select by its service name "multiSelect", first', () => {
    expect(keys('multiSelect')[0]).toBe('field-multi_select');
    expect(keys('multiselect', 'zh')[0]).toBe('field-multi_select');
  });

  it('finds zh "取消" as the Cancel (dismiss) scenario, leading to the ASK_CANCELLED row', () => {
    const hits = searchDocs(index, '取消', 'zh', 50);
    const scenario = hits.find((e) => e.key === 'scenario-cancel-dismiss');
    expect(scenario?.id).toBe('ASK_CANCELLED');
    expect(scenario?.title.zh).toBe('取消（放弃）');
  });

  it('"abort" finds the scenarios that abort as well as ASK_ABORTED', () => {
    const found = keys('abort');
    expect(found).toContain('ASK_ABORTED');
    for (const id of ['abort-before-ask', 'abort-while-pending', 'answer-after-abort']) expect(found).toContain(`scenario-${id}`);
    expect(found.length).toBeGreaterThan(3);
    // The same in zh words: 中止.
    expect(keys('中止', 'zh')).toContain('scenario-abort-while-pending');
  });

  it('a scenario the card section plays leads to its behaviour', () => {
    expect(searchDocs(index, 'single choice', 'en', 50).find((e) => e.key === 'scenario-single-choice')?.id).toBe('card-single');
  });

  it('every entry leads to an anchor and has a title in both locales', () => {
    for (const entry of index) {
      expect(entry.id).not.toBe('');
      expect(entry.title.zh).not.toBe('');
      expect(entry.title.en).not.toBe('');
    }
  });
});
