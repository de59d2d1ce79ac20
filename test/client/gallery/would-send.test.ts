/** What a gallery card would have sent: the playground's own words, and nothing leaves the page. */
import { describe, expect, it } from 'vitest';
import { galleryFixtures, type McpFixture } from '../../../src/client/gallery/fixtures.ts';
import { answerSent, dismissSent, mcpAnswerSent, mcpOutcomeSent } from '../../../src/client/gallery/would-send.ts';
import { ERROR_MESSAGES } from '../../../src/protocol/index.ts';
import { ElicitationFieldError } from '../../../src/surfaces/mcp-content.ts';

const fixtures = galleryFixtures('en');
const mcp = (id: string): McpFixture => {
  const found = fixtures.find((f) => f.id === id);
  if (found?.card !== 'mcp') throw new Error(`no MCP fixture ${id}`);
  return found;
};

describe('what a gallery card would have sent', () => {
  it('an answer is the tool result text the model would read, labels and custom text encoded once', () => {
    const questions = [
      { id: 'db', question: 'Which database?', options: [{ label: 'Postgres' }, { label: 'SQLite' }] },
      { id: 'why', question: 'Why?' },
    ];
    expect(answerSent(questions, [{ selected: ['SQLite'], custom: '', skipped: false }, { selected: [], custom: ' small ', skipped: false }])).toEqual({
      to: 'model',
      text: '{"answers":[{"id":"db","selected":["SQLite"]},{"id":"why","selected":[],"custom":"small"}]}',
    });
  });

  it('✕ is the ASK_CANCELLED error the model would read', () => {
    expect(dismissSent()).toEqual({ to: 'model', text: `Error: ${ERROR_MESSAGES.ASK_CANCELLED}` });
  });

  it("an MCP form's answer is the accept the server would get: its content keyed by property", () => {
    const form = mcp('mcp-form');
    if (form.block.mode !== 'form') throw new Error('mcp-form is not a form');
    // The required name typed in; every other field keeps the server's default.
    const name = form.block.fields.findIndex((f) => f.key === 'name');
    const drafts = form.block.drafts.map((d, i) => (i === name ? { selected: [], custom: 'Ada', skipped: false } : d));
    const sent = mcpAnswerSent(form.block, form.questions, drafts);
    expect(sent.to).toBe('server');
    expect(JSON.parse(sent.text)).toMatchObject({ action: 'accept', content: { name: 'Ada' } });
  });

  it('an MCP value that does not fit throws the field error the card words, so nothing is shown as sent', () => {
    const invalid = mcp('mcp-invalid');
    const drafts = invalid.initial.drafts ?? [];
    expect(() => mcpAnswerSent(invalid.block, invalid.questions, drafts)).toThrow(ElicitationFieldError);
  });

  it("an MCP URL's open is a bare accept; Decline and ✕ are decline and cancel", () => {
    const url = mcp('mcp-url');
    expect(mcpAnswerSent(url.block, url.questions, [])).toEqual({ to: 'server', text: '{"action":"accept"}' });
    expect(mcpOutcomeSent('decline')).toEqual({ to: 'server', text: '{"action":"decline"}' });
    expect(mcpOutcomeSent('cancel')).toEqual({ to: 'server', text: '{"action":"cancel"}' });
  });
});
