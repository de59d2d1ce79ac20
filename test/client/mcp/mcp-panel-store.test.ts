/** The MCP panel's form rules: addresses, headers, the token in storage only when remembered, starting arguments. */
import { describe, expect, it } from 'vitest';
import {
  STORAGE_KEY,
  badHeaderRow,
  forget,
  headersOf,
  loadRemembered,
  parseArguments,
  remember,
  skeletonOf,
  timeLimitOf,
  urlProblem,
  type PanelStorage,
} from '../../../src/client/mcp/mcp-panel-store.ts';

function memoryStorage(): PanelStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('the MCP panel form', () => {
  it('accepts http(s) addresses and refuses credentials written into them', () => {
    expect(urlProblem('http://127.0.0.1:3001/mcp')).toBeNull();
    expect(urlProblem('https://mcp.example.com/mcp')).toBeNull();
    expect(urlProblem('ftp://example.com')).toBe('mcp.urlInvalid');
    expect(urlProblem('')).toBe('mcp.urlInvalid');
    expect(urlProblem('https://user:pass@example.com/mcp')).toBe('mcp.urlCredentials');
  });

  it('sends the token as Authorization: Bearer, beside the other named headers', () => {
    expect(headersOf({ url: '', token: ' abc123 ', headers: [{ name: 'X-Team', value: 'blue' }, { name: ' ', value: 'ignored' }] })).toEqual({
      'X-Team': 'blue',
      Authorization: 'Bearer abc123',
    });
    expect(headersOf({ url: '', token: 'Bearer xyz', headers: [] })).toEqual({ Authorization: 'Bearer xyz' });
    expect(headersOf({ url: '', token: '', headers: [] })).toEqual({});
    expect(badHeaderRow([{ name: 'X-Ok', value: '' }, { name: 'bad name', value: '' }])).toBe(1);
    expect(badHeaderRow([{ name: '', value: 'x' }])).toBe(-1);
  });

  it('keeps the form in storage only while remembered, and reads back only what fits', () => {
    const storage = memoryStorage();
    expect(loadRemembered(storage)).toBeNull();
    remember(storage, { url: 'http://127.0.0.1:3001/mcp', token: 'tok-1', headers: [] });
    expect(loadRemembered(storage)).toEqual({ url: 'http://127.0.0.1:3001/mcp', token: 'tok-1', headers: [] });
    forget(storage);
    expect(storage.items.has(STORAGE_KEY)).toBe(false);
    storage.setItem(STORAGE_KEY, '{"url": 3}');
    expect(loadRemembered(storage)).toBeNull();
    expect(loadRemembered(null)).toBeNull();
  });

  it('starts the arguments from the schema: defaults, and a placeholder for each required property', () => {
    expect(
      JSON.parse(
        skeletonOf({
          type: 'object',
          properties: { a: { type: 'number' }, b: { type: 'number' }, mode: { type: 'string', enum: ['x', 'y'] }, n: { type: 'integer', default: 5 }, opt: { type: 'string' } },
          required: ['a', 'mode'],
        }),
      ),
    ).toEqual({ a: 0, mode: 'x', n: 5 });
    expect(skeletonOf({ type: 'object' })).toBe('{}');
  });

  it('reads arguments as a JSON object and the time limit as whole seconds from 1 to 600', () => {
    expect(parseArguments('{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseArguments('')).toEqual({ ok: true, value: {} });
    expect(parseArguments('[1]')).toEqual({ ok: false, key: 'mcp.argumentsObject' });
    expect(parseArguments('{a:1}')).toMatchObject({ ok: false, key: 'mcp.argumentsJson' });
    expect(timeLimitOf('60')).toBe(60);
    expect(timeLimitOf('0')).toBeNull();
    expect(timeLimitOf('601')).toBeNull();
    expect(timeLimitOf('1.5')).toBeNull();
  });
});
