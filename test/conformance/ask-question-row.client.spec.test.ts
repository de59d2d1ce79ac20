/**
 * Conformance with DSH's tool row for `ask_user_question` at 5bb600f9fb
 * (`packages/client/ui-tool/tests/ask-question-row.client.spec.tsx`, the row in
 * `ask-question-row.tsx`, its words in `ui-conversation/src/client/locales.ts`).
 * Each test names the DSH test whose behaviour it checks.
 */
import { describe, expect, it } from 'vitest';
import { rowStatus } from '../../src/client/transcript/row-status.ts';
import { translate } from '../../src/client/locale/locale.ts';
import { projectAnswer, projectError, projectText, UserQuestionError, type ToolResult } from '../../src/protocol/index.ts';

/** The row's summary as each locale words it. */
function words(result: ToolResult | undefined, questions = 2, interrupted = false): { state: string; zh: string; en: string } {
  const status = rowStatus(result, questions, interrupted);
  const say = (locale: 'zh' | 'en'): string => (status.key === null ? '(generic)' : translate(locale, status.key, status.vars));
  return { state: status.state, zh: say('zh'), en: say('en') };
}

describe('the ask_user_question row (DSH ask-question-row.client.spec.tsx)', () => {
  it('the title is DSH\'s: 提问 / Ask question', () => {
    expect(translate('zh', 'row.askTitle')).toBe('提问');
    expect(translate('en', 'row.askTitle')).toBe('Ask question');
  });

  it('"running call reads waiting"', () => {
    expect(words(undefined)).toStrictEqual({ state: 'running', zh: '等待回答', en: 'waiting' });
  });

  it('"settled result counts answered entries (selected choices or custom text)"; total is the number of answers', () => {
    const result = projectAnswer({ answers: [{ id: 'a', selected: ['x'] }, { id: 'b', selected: [], custom: 'y' }, { id: 'c', selected: [] }] });
    // Three answers in the result, whatever the call's question count said.
    expect(words(result, 5)).toStrictEqual({ state: 'ok', zh: '2/3 已回答', en: '2/3 answered' });
  });

  it('"skipped questions (no selection, no custom) stay out of the answered count"', () => {
    const result = projectAnswer({ answers: [{ id: 'a', selected: [] }, { id: 'b', selected: [] }] });
    expect(words(result)).toStrictEqual({ state: 'ok', zh: '0/2 已回答', en: '0/2 answered' });
  });

  it('a result that cannot be read gets the generic summary', () => {
    expect(words(projectText('not json'))).toMatchObject({ state: 'ok', en: '(generic)' });
    expect(words(projectText('{"answers":"nope"}'))).toMatchObject({ state: 'ok', en: '(generic)' });
  });

  it('"user cancellation names the verdict instead of the generic failed shape"', () => {
    const result = projectError(new UserQuestionError('ASK_CANCELLED', 'the user cancelled ask_user_question'));
    expect(words(result)).toStrictEqual({ state: 'error', zh: '已取消', en: 'cancelled' });
  });

  it('"a turn abort while pending reads interrupted with stopped semantics"', () => {
    const result = projectError(new UserQuestionError('ASK_ABORTED', 'ask_user_question was aborted before the user answered'));
    expect(words(result)).toStrictEqual({ state: 'stopped', zh: '已中断', en: 'interrupted' });
  });

  it('"an interrupted turn reads as stopped, not cancelled"', () => {
    expect(words(undefined, 2, true)).toStrictEqual({ state: 'stopped', zh: '已中断', en: 'interrupted' });
  });

  it('"other tool errors keep the generic summary with the error state"', () => {
    const status = rowStatus(projectError(new UserQuestionError('NO_PROVIDER', 'no user-questions provider is registered')), 1);
    expect(status).toMatchObject({ state: 'error', key: 'row.error', code: 'NO_PROVIDER' });
  });
});
