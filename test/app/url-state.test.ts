import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildShareUrl, decodeRequest, encodeRequest, parseUrlState } from '../../src/app/url-state.ts';
import { requestDataSchema, type RequestData } from '../../src/protocol/index.ts';

const text = fc.string({ unit: 'binary', maxLength: 40 });
const request: fc.Arbitrary<RequestData> = fc.record({
  questions: fc.array(
    fc.record(
      {
        id: text,
        question: text,
        header: text,
        detail: text,
        options: fc.array(fc.record({ label: text, description: text }, { requiredKeys: ['label'] }), { maxLength: 4 }),
        multiSelect: fc.boolean(),
      },
      { requiredKeys: ['id', 'question'] },
    ),
    { maxLength: 4 },
  ),
});

describe('URL state', () => {
  it('round-trips any valid request through ?q= (Chinese, emoji, quotes, newlines included)', () => {
    fc.assert(
      fc.property(request, (r) => {
        const url = new URL(buildShareUrl('https://asklab.test/', { request: r, lang: 'zh', theme: 'dark' }));
        const state = parseUrlState(url.search);
        expect(state.problems).toEqual([]);
        expect(state.request).toEqual(requestDataSchema.parse(r));
      }),
    );
    const tricky: RequestData = { questions: [{ id: '引号"\'', question: '你好 👋\n第二行 \\ & = ? #', options: [{ label: '（推荐）✓' }] }] };
    expect(decodeRequest(encodeRequest(tricky))).toEqual({ ok: true, request: tricky });
  });

  it('explains a corrupt q parameter and keeps the rest of the state', () => {
    const state = parseUrlState('?q=garbage!!&lang=zh&theme=dark');
    expect(state.request).toBeUndefined();
    expect(state.problems.length).toBe(1);
    expect(state.lang).toBe('zh');
    expect(state.theme).toBe('dark');
  });

  it('rejects bad lang, theme and width values with a message each, falling back to defaults', () => {
    const state = parseUrlState('?lang=fr&theme=blue&width=abc');
    expect(state.lang).toBeUndefined();
    expect(state.theme).toBeUndefined();
    expect(state.width).toBeUndefined();
    expect(state.problems).toHaveLength(3);
  });

  it('reads the flags and the scenario id', () => {
    const state = parseUrlState('?scenario=mixed-batch&autoplay=1&embed=1&width=480');
    expect(state).toMatchObject({ scenario: 'mixed-batch', autoplay: true, embed: true, width: 480 });
  });

  it('never throws on arbitrary query strings', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (search) => void parseUrlState(search)));
  });
});
