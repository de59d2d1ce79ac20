/**
 * Duplicate ids and labels are accepted (§1.5 has no rule against them; the editor
 * lint warns). What wins in the answer, pinned down: with two questions under one
 * id the answer lists both, in question order, so a reader keyed by id gets the
 * later one; with two options under one label the answer carries the label alone,
 * once, whichever was chosen.
 */
import { describe, expect, it } from 'vitest';
import { AgentRegistry } from '../../src/host/registry.ts';
import { UserQuestionService } from '../../src/host/user-questions.ts';
import { encodeAnswer, type AskUserQuestionItem } from '../../src/protocol/index.ts';
import { AnsweringProvider } from '../host/support.ts';

const twice: AskUserQuestionItem[] = [
  { id: 'db', question: 'Which database?', options: [{ label: 'Postgres' }, { label: 'SQLite' }] },
  { id: 'db', question: 'Which database, really?', options: [{ label: 'Postgres' }, { label: 'SQLite' }] },
];

describe('duplicate ids and labels', () => {
  it('the service accepts a request with duplicate ids and labels, and the provider sees it as sent', async () => {
    const registry = new AgentRegistry();
    const service = new UserQuestionService(registry);
    const provider = new AnsweringProvider((ask) => encodeAnswer(ask.questions, [{ selected: ['Postgres'], custom: '', skipped: false }, { selected: ['SQLite'], custom: '', skipped: false }]));
    service.registerProvider(provider);
    const root = registry.enterRoot({ id: 'root' });
    const questions: AskUserQuestionItem[] = [...twice, { id: 'same', question: 'Pick', options: [{ label: 'A' }, { label: 'A' }] }];
    const answer = await service.ask({ questions, agent: root });
    expect(provider.calls).toHaveLength(1);
    expect(provider.calls[0]?.questions).toEqual(questions);
    expect(answer.answers.map((a) => a.id)).toEqual(['db', 'db', 'same']);
  });

  it('two questions under one id: both replies, in order; keyed by id, the later one wins', () => {
    const answer = encodeAnswer(twice, [
      { selected: ['Postgres'], custom: '', skipped: false },
      { selected: ['SQLite'], custom: '', skipped: false },
    ]);
    expect(answer.answers).toEqual([
      { id: 'db', selected: ['Postgres'] },
      { id: 'db', selected: ['SQLite'] },
    ]);
    expect(Object.fromEntries(answer.answers.map((a) => [a.id, a.selected]))).toEqual({ db: ['SQLite'] });
  });

  it('two options under one label: the answer carries the label once, so it cannot say which was chosen', () => {
    const single: AskUserQuestionItem = { id: 'x', question: 'Pick', options: [{ label: 'Same' }, { label: 'Same' }, { label: 'Other' }] };
    expect(encodeAnswer([single], [{ selected: ['Same'], custom: '', skipped: false }]).answers).toEqual([{ id: 'x', selected: ['Same'] }]);
    const multi: AskUserQuestionItem = { ...single, multiSelect: true };
    expect(encodeAnswer([multi], [{ selected: ['Same', 'Other'], custom: '', skipped: false }]).answers).toEqual([
      { id: 'x', selected: ['Same', 'Other'] },
    ]);
  });

  it('a blank label is echoed as it was sent', () => {
    const blank: AskUserQuestionItem = { id: 'x', question: 'Pick', options: [{ label: '   ' }, { label: 'B' }] };
    expect(encodeAnswer([blank], [{ selected: ['   '], custom: '', skipped: false }]).answers).toEqual([{ id: 'x', selected: ['   '] }]);
  });
});
