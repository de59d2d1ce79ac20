/**
 * The one error class and its closed set of codes (§1.5).
 */
import { describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  USER_QUESTION_ERROR_CODES,
  UserQuestionError,
  isUserQuestionError,
  isUserQuestionErrorCode,
} from '../../src/protocol/index.ts';

describe('UserQuestionError', () => {
  it('is an Error named UserQuestionError that carries its code', () => {
    const error = new UserQuestionError('BAD_INTENT', 'x');
    expect(error).toBeInstanceOf(Error);
    expect({ name: error.name, code: error.code }).toStrictEqual({ name: 'UserQuestionError', code: 'BAD_INTENT' });
    expect(isUserQuestionError(error)).toBe(true);
    expect(isUserQuestionError(new Error('x'))).toBe(false);
  });

  it('has exactly the codes of §1.5 plus the tool-level INVALID_ARGS and the web provider\'s ASK_MISSING_AGENT', () => {
    expect([...USER_QUESTION_ERROR_CODES].sort()).toStrictEqual(
      [
        'ASK_ABORTED',
        'ASK_CANCELLED',
        'BAD_INTENT',
        'CALLER_NOT_LIVE',
        'DELEGATED_CALLER',
        'DUPLICATE_PROVIDER',
        'EMPTY_QUESTIONS',
        'INVALID_ARGS',
        'ASK_MISSING_AGENT',
        'NO_PROVIDER',
      ].sort(),
    );
    // BAD_INTENT and INVALID_ARGS are worded per case (the question id, the violations); every other code has DSH's one text.
    expect(Object.keys(ERROR_MESSAGES).sort()).toStrictEqual(
      USER_QUESTION_ERROR_CODES.filter((code) => code !== 'BAD_INTENT' && code !== 'INVALID_ARGS').sort(),
    );
  });

  it('recognises only those codes', () => {
    expect(isUserQuestionErrorCode('ASK_ABORTED')).toBe(true);
    expect(isUserQuestionErrorCode('ask_aborted')).toBe(false);
    expect(isUserQuestionErrorCode('UNKNOWN_TOOL')).toBe(false);
    expect(isUserQuestionErrorCode(undefined)).toBe(false);
  });
});
