import fc from 'fast-check';
import lz from 'lz-string';
import { describe, expect, it } from 'vitest';
import { URL_PARAMS, needsDecoders, parseUrlStateWith, rawParams } from '../../src/app/url-state.ts';
import { parseUrlState } from '../../src/app/url-decoders.ts';
import { MAX_LINK_CHARS, buildShareUrl, shareLink } from '../../src/app/share-link.ts';
import { decodeRequest, encodeRequest } from '../../src/protocol/request-link.ts';
import { encodeTokens } from '../../src/client/editor/tokens-link.ts';
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
  it('round-trips any valid request through the share link (Chinese, emoji, quotes, newlines included)', () => {
    fc.assert(
      fc.property(request, (r) => {
        const url = new URL(buildShareUrl('https://asklab.test/', { request: r, lang: 'zh', theme: 'dark' }));
        const state = parseUrlState(url.search, url.hash);
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

  it('a link with both a scenario name and a scenario file runs the file, and says so', () => {
    const data = lz.compressToEncodedURIComponent(JSON.stringify({ id: 'mine', title: { en: 'Mine', zh: '我的' }, steps: [] }));
    const state = parseUrlState(`?scenario=single-choice`, `#scenario-data=${data}`);
    expect(state.scenario).toBeUndefined();
    expect(state.scenarioData).toBe(JSON.stringify({ id: 'mine', title: { en: 'Mine', zh: '我的' }, steps: [] }));
    expect(state.problems).toEqual([{ kind: 'two-scenarios' }]);
  });

  it('token values it had to drop are counted, the valid ones kept', () => {
    const tokens = encodeTokens({ light: { '--color-accent': '#112233', '--color-text': 'red', '--nope': '#000000' }, dark: {}, shared: { '--card-pad': '999px' } });
    const state = parseUrlState(`?tokens=${tokens}`);
    expect(state.tokens?.light).toEqual({ '--color-accent': '#112233' });
    expect(state.problems).toEqual([{ kind: 'tokens-dropped', count: 3 }]);
  });

  it('unreadable tokens are a setting problem', () => {
    expect(parseUrlState('?tokens=%%%').problems).toEqual([
      { kind: 'setting', param: 'tokens', value: expect.any(String) },
    ]);
  });

  it('tokens that are JSON but not buckets of values (an array, a string, a bucket that is no object) are unreadable, not values dropped', () => {
    for (const json of ['[1,2,3]', '"red"', '{"light":5}', 'null']) {
      const state = parseUrlState(`?tokens=${lz.compressToEncodedURIComponent(json)}`);
      expect(state.tokens).toBeUndefined();
      expect(state.problems).toEqual([{ kind: 'setting', param: 'tokens', value: expect.any(String) }]);
    }
  });

  it('reads the flags and the scenario id', () => {
    const state = parseUrlState('?scenario=mixed-batch&autoplay=1&embed=1&width=480');
    expect(state).toMatchObject({ scenario: 'mixed-batch', autoplay: true, embed: true, width: 480 });
  });

  it('only tokens and a scenario file need the decoders before mounting; without them every other parameter still reads', () => {
    expect(needsDecoders('?lang=zh&theme=dark&width=360&scenario=single-choice&autoplay=1&embed=1&mcp=http://x')).toBe(false);
    expect(needsDecoders('', '#lang=zh')).toBe(false);
    expect(needsDecoders('', '#lang=zh&q=abc')).toBe(false);
    for (const name of ['tokens', 'scenario-data']) {
      expect(needsDecoders(`?${name}=abc`), name).toBe(true);
      expect(needsDecoders('', `#lang=en&${name}=abc`), name).toBe(true);
    }
    const plain = '?lang=zh&theme=dark&width=360&scenario=single-choice&autoplay=1';
    expect(parseUrlStateWith(null, plain)).toEqual(parseUrlState(plain));
    // Should the decoders be missing after all (their chunk did not load), the data is reported unreadable, never thrown.
    const q = encodeRequest({ questions: [{ id: 'a', question: 'Which?', options: [{ label: 'One' }, { label: 'Two' }] }] });
    const state = parseUrlStateWith(null, `?q=${q}&lang=en`);
    expect(state.request).toBeUndefined();
    expect(state.lang).toBe('en');
    expect(state.problems).toEqual([{ kind: 'request', cause: 'unloaded', reason: expect.stringContaining('could not be read') }]);
  });

  it('a deferred q is kept as text, to decode after mounting; with a scenario it is dropped, and said so, undecoded', () => {
    const q = encodeRequest({ questions: [{ id: 'a', question: 'Which?', options: [{ label: 'One' }, { label: 'Two' }] }] });
    const deferred = parseUrlStateWith(null, '', `#q=${q}&lang=en&width=480`, { deferRequest: true });
    expect(deferred).toMatchObject({ requestText: q, lang: 'en', width: 480, problems: [] });
    expect(deferred.request).toBeUndefined();
    expect(decodeRequest(deferred.requestText ?? '')).toEqual(decodeRequest(q));
    const withScenario = parseUrlStateWith(null, '', `#q=${q}&scenario=single-choice`, { deferRequest: true });
    expect(withScenario.requestText).toBeUndefined();
    expect(withScenario.problems).toEqual([{ kind: 'scenario-and-request' }]);
  });

  it('never throws on arbitrary query strings or fragments', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (search, hash) => void parseUrlState(search, hash)));
  });
});

describe('URL state in the fragment', () => {
  const sample: RequestData = { questions: [{ id: 'a', question: 'Which?', options: [{ label: 'One' }, { label: 'Two' }] }] };

  it('Share writes every parameter into the fragment and nothing into the query', () => {
    const url = new URL(
      buildShareUrl('https://asklab.test/play/?q=old&lang=zh#stale', { request: sample, lang: 'en', theme: 'dark', width: 480 }),
    );
    expect(url.search).toBe('');
    expect(url.pathname).toBe('/play/');
    const fragment = new URLSearchParams(url.hash.slice(1));
    expect([...fragment.keys()]).toEqual(['q', 'lang', 'theme', 'width']);
    expect(parseUrlState(url.search, url.hash)).toMatchObject({ request: sample, lang: 'en', theme: 'dark', width: 480, problems: [] });
  });

  it('reads every parameter from the fragment exactly as from the query', () => {
    const q = encodeRequest(sample);
    const pairs = `q=${q}&lang=zh&theme=dark&width=360&autoplay=1&embed=1`;
    expect(parseUrlState('', `#${pairs}`)).toEqual(parseUrlState(`?${pairs}`));
    expect(parseUrlState('', `#${pairs}`)).toMatchObject({ request: sample, lang: 'zh', width: 360, embed: true, autoplay: true });
    const scenarioPairs = `lang=zh&scenario=mixed-batch&autoplay=1`;
    expect(parseUrlState('', `#${scenarioPairs}`)).toEqual(parseUrlState(`?${scenarioPairs}`));
    expect(parseUrlState('', `#${scenarioPairs}`)).toMatchObject({ lang: 'zh', scenario: 'mixed-batch', autoplay: true });
  });

  it('every parameter in the table is read from both places', () => {
    for (const param of URL_PARAMS) {
      expect(rawParams(`?${param.name}=from-query`).get(param.name)).toBe('from-query');
      expect(rawParams('', `#${param.name}=from-fragment`).get(param.name)).toBe('from-fragment');
    }
  });

  it('the fragment wins over the query for the same parameter; others still come from the query', () => {
    const state = parseUrlState('?lang=zh&theme=dark', '#lang=en');
    expect(state).toMatchObject({ lang: 'en', theme: 'dark', problems: [] });
  });

  it('a bad parameter in the fragment is reported like one in the query', () => {
    expect(parseUrlState('', '#q=garbage!!&lang=fr').problems).toHaveLength(2);
  });

  it('an anchor-style fragment is not mistaken for state', () => {
    expect(parseUrlState('?lang=zh', '#top')).toEqual({ embed: false, autoplay: false, lang: 'zh', problems: [] });
  });

  it('a 5,000-question request makes a link far under the limit', () => {
    const big: RequestData = {
      questions: Array.from({ length: 5000 }, (_, i) => ({
        id: `q${i}`,
        question: `Question number ${i}: which option fits best?`,
        options: [{ label: 'Yes' }, { label: 'No' }],
      })),
    };
    const link = shareLink('https://asklab.test/', { request: big, lang: 'en', theme: 'light' });
    expect(link.ok).toBe(true);
    if (link.ok) expect(parseUrlState('', new URL(link.url).hash).request?.questions).toHaveLength(5000);
  });

  it('a request too large for a link is refused with its size and the limit', () => {
    // The limit is a parameter so this does not compress a megabyte; random text barely compresses, so the link outgrows it.
    let seed = 7;
    const noise = Array.from({ length: 4000 }, () => String.fromCharCode(33 + ((seed = (seed * 48271) % 2147483647) % 90))).join('');
    const huge: RequestData = { questions: [{ id: 'plan', question: 'Approve?', detail: noise }] };
    const link = shareLink('https://asklab.test/', { request: huge, lang: 'en', theme: 'light' }, 3000);
    expect(link).toMatchObject({ ok: false, reason: 'too-large', limit: 3000 });
    if (!link.ok) expect(link.chars).toBeGreaterThan(3000);
    expect(shareLink('https://asklab.test/', { request: huge, lang: 'en', theme: 'light' }).ok).toBe(true);
  });

  it('the documented limit opens in Firefox (1,048,576 characters) and Chromium (2,097,152)', () => {
    expect(MAX_LINK_CHARS).toBeLessThan(1_048_576);
    expect(MAX_LINK_CHARS).toBeGreaterThanOrEqual(1_000_000);
  });
});

describe('?provider= (SPEC §12)', () => {
  it('reads web, terminal and acp; anything else is a refused setting, and nothing else breaks', () => {
    expect(parseUrlState('?provider=terminal').provider).toBe('terminal');
    expect(parseUrlState('?provider=acp&lang=en').provider).toBe('acp');
    const bad = parseUrlState('?provider=fax&lang=en');
    expect(bad.provider).toBeUndefined();
    expect(bad.lang).toBe('en');
    expect(bad.problems).toEqual([{ kind: 'setting', param: 'provider', value: 'fax' }]);
  });

  it('Share writes the provider when it is not the web card, and the link reads it back', () => {
    const url = buildShareUrl('https://example.test/', { lang: 'zh', theme: 'dark', provider: 'acp' });
    expect(url).toContain('provider=acp');
    expect(parseUrlState('', new URL(url).hash).provider).toBe('acp');
    expect(buildShareUrl('https://example.test/', { lang: 'zh', theme: 'dark' })).not.toContain('provider');
  });
});

describe('a shared request keeps its keys where they were written', () => {
  it('decodes to the written key order at every level, and a draft link is read as the draft', async () => {
    const { compressToEncodedURIComponent } = await import('lz-string');
    const { decodeRequest } = await import('../../src/protocol/request-link.ts');
    const { urlDecoders } = await import('../../src/app/url-decoders.ts');
    const written = '{"questions":[{"question":"Which?","options":[{"description":"d","label":"A"},{"label":"B"}],"id":"q1"}]}';
    const data = compressToEncodedURIComponent(written);
    const decoded = decodeRequest(data);
    expect(decoded.ok && JSON.stringify(decoded.request)).toBe(written);
    const state = parseUrlStateWith(urlDecoders, '', `#draft=${data}&lang=en`);
    expect(JSON.stringify(state.draft)).toBe(written);
    expect(state.request).toBeUndefined();
  });
});
