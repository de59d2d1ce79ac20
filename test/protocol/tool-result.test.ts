/**
 * The tool-result projection (§1.4): the exact value and text the model receives.
 */
import { describe, expect, it } from 'vitest';
import {
  UserQuestionError,
  projectAnswer,
  projectError,
  projectText,
  resultText,
  toolResultSchema,
  type AskUserQuestionAnswer,
} from '../../src/protocol/index.ts';

describe('projectAnswer (success)', () => {
  it('yields isError false, the { answers } value, and JSON.stringify({ answers }) as the one text block', () => {
    const result = projectAnswer({ answers: [{ id: 'mode', selected: ['Fast'] }] });
    expect(result).toStrictEqual({
      isError: false,
      value: { answers: [{ id: 'mode', selected: ['Fast'] }] },
      content: [{ type: 'text', text: '{"answers":[{"id":"mode","selected":["Fast"]}]}' }],
    });
  });

  it('writes keys in the order id, selected, custom even when the input object had another order', () => {
    const scrambled = JSON.parse(
      '{"answers":[{"custom":"Odin","selected":["Go"],"id":"langs"},{"selected":[],"id":"name"}]}',
    ) as AskUserQuestionAnswer;
    expect(resultText(projectAnswer(scrambled))).toBe(
      '{"answers":[{"id":"langs","selected":["Go"],"custom":"Odin"},{"id":"name","selected":[]}]}',
    );
  });

  it('omits an absent custom and drops keys the answer schema does not know', () => {
    const noisy = { answers: [{ id: 'a', selected: ['x'], custom: undefined, extra: 1 }] } as unknown as AskUserQuestionAnswer;
    const result = projectAnswer(noisy);
    expect(resultText(result)).toBe('{"answers":[{"id":"a","selected":["x"]}]}');
    expect(result.value).toStrictEqual({ answers: [{ id: 'a', selected: ['x'] }] });
  });

  it('keeps line breaks in custom text, escaped by JSON.stringify', () => {
    expect(resultText(projectAnswer({ answers: [{ id: 'n', selected: [], custom: 'a\nb' }] }))).toBe(
      '{"answers":[{"id":"n","selected":[],"custom":"a\\nb"}]}',
    );
  });

  it('does not share arrays with the input, so later edits cannot change what the model received', () => {
    const selected = ['Fast'];
    const result = projectAnswer({ answers: [{ id: 'mode', selected }] });
    selected.push('Thorough');
    expect(result.value).toStrictEqual({ answers: [{ id: 'mode', selected: ['Fast'] }] });
  });

  it('produces a value that passes toolResultSchema', () => {
    expect(toolResultSchema.safeParse(projectAnswer({ answers: [] })).success).toBe(true);
  });
});

describe('projectError (failure)', () => {
  it('yields isError true, { name: "UserQuestionError", code }, and "Error: <message>" for a service error', () => {
    const result = projectError(new UserQuestionError('NO_PROVIDER', 'nobody home'));
    expect(result).toStrictEqual({
      isError: true,
      error: { name: 'UserQuestionError', code: 'NO_PROVIDER' },
      content: [{ type: 'text', text: 'Error: nobody home' }],
    });
    expect(toolResultSchema.safeParse(result).success).toBe(true);
  });

  it('keeps the name and code of any error that carries a string code', () => {
    class CustomError extends Error {
      override readonly name = 'CustomError';
      readonly code = 'CUSTOM';
    }
    expect(projectError(new CustomError('boom')).error).toStrictEqual({ name: 'CustomError', code: 'CUSTOM' });
  });

  it('gives a plain Error no code, as DSH\'s toolErrorResult does', () => {
    const result = projectError(new TypeError('bad'));
    expect(result.error).toStrictEqual({ name: 'TypeError' });
    expect(resultText(result)).toBe('Error: bad');
  });

  it('turns a thrown non-Error value into a failure with its string form', () => {
    const result = projectError('just a string');
    expect(result).toStrictEqual({
      isError: true,
      error: { name: 'Error' },
      content: [{ type: 'text', text: 'Error: just a string' }],
    });
    expect(resultText(projectError(42))).toBe('Error: 42');
    expect(projectError({ code: 7 }).error.code).toBeUndefined();
  });
});

describe('projectText', () => {
  it('yields a success whose text is the given text and whose value defaults to it', () => {
    expect(projectText('done')).toStrictEqual({ isError: false, value: 'done', content: [{ type: 'text', text: 'done' }] });
    expect(projectText('done', { approved: true }).value).toStrictEqual({ approved: true });
  });
});
