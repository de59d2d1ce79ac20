// @vitest-environment jsdom
/** The page's ACP client answers a request it cannot read with a JSON-RPC error, and lets what it reads through. */
import { describe, expect, it } from 'vitest';
import { unreadableRequestReply } from '../../../src/client/acp/AcpClient.tsx';
import { elicitationFor } from '../../../src/surfaces/acp.ts';

describe('unreadableRequestReply', () => {
  it('lets a form elicitation as DSH builds it through, and results and notifications too', () => {
    const params = elicitationFor('s-1', { id: 'a', question: 'Which?', options: [{ label: 'One' }, { label: 'Two' }] });
    expect(unreadableRequestReply({ jsonrpc: '2.0', id: 1, method: 'elicitation/create', params })).toBeNull();
    expect(unreadableRequestReply({ jsonrpc: '2.0', id: 1, result: {} })).toBeNull();
    expect(unreadableRequestReply({ jsonrpc: '2.0', method: 'session/update', params: {} })).toBeNull();
  });

  it('answers another method -32601 and an elicitation it cannot render -32602, with the request\'s id', () => {
    expect(unreadableRequestReply({ jsonrpc: '2.0', id: 7, method: 'fs/read_text_file', params: {} })).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32601, message: 'Method not found: fs/read_text_file' },
    });
    for (const params of [undefined, { mode: 'url', url: 'https://x' }, { mode: 'form', requestedSchema: { type: 'object' } }, { mode: 'form', requestedSchema: { properties: [] } }]) {
      const reply = unreadableRequestReply({ jsonrpc: '2.0', id: 'r', method: 'elicitation/create', params });
      expect(reply?.id, JSON.stringify(params)).toBe('r');
      expect(reply?.error.code, JSON.stringify(params)).toBe(-32602);
    }
  });
});
