import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildShareUrl, decodeRequest, encodeRequest, encodeTokens, parseUrlState } from '../../src/app/url-state.ts';
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
    expect(state.problems.map((p) => p.kind)).toEqual(['request']);
    expect(state.lang).toBe('zh');
    expect(state.theme).toBe('dark');
  });

  it('rejects bad lang, theme and width values with a message each, falling back to defaults', () => {
    const state = parseUrlState('?lang=fr&theme=blue&width=abc');
    expect(state.lang).toBeUndefined();
    expect(state.theme).toBeUndefined();
    expect(state.width).toBeUndefined();
    // Reported as settings, each naming its parameter: never as a request that could not be opened.
    expect(state.problems.map((p) => (p.kind === 'setting' ? p.param : p.kind))).toEqual(['lang', 'theme', 'width']);
  });

  it('a link with both a scenario and a request runs the scenario, and says the request was not asked', () => {
    const q = encodeRequest({ questions: [{ id: 'a', question: 'A?' }] });
    const state = parseUrlState(`?q=${q}&scenario=single-choice`);
    expect(state.scenario).toBe('single-choice');
    expect(state.request).toBeUndefined();
    expect(state.problems).toEqual([{ kind: 'scenario-and-request' }]);
  });

  it('token values it had to drop are counted, the valid ones kept', () => {
    const tokens = encodeTokens({ light: { '--color-accent': '#112233', '--color-text': 'red', '--nope': '#000000' }, dark: {}, shared: { '--card-pad': '999px' } });
    const state = parseUrlState(`?tokens=${tokens}`);
    expect(state.tokens?.light).toEqual({ '--color-accent': '#112233' });
    expect(state.problems).toEqual([{ kind: 'tokens-dropped', count: 3 }]);
  });

  it('unreadable tokens are a setting problem', () => {
    expect(parseUrlState('?tokens=%%%').problems).toEqual([
      { kind: 'setting', param: 'tokens', reason: 'the tokens parameter could not be read; the default design tokens are used' },
    ]);
  });

  it('reads the flags and the scenario id', () => {
    const state = parseUrlState('?scenario=mixed-batch&autoplay=1&embed=1&width=480');
    expect(state).toMatchObject({ scenario: 'mixed-batch', autoplay: true, embed: true, width: 480 });
  });

  it('never throws on arbitrary query strings', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (search) => void parseUrlState(search)));
  });
});
