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

  it('has exactly the codes of §1.5 plus the tool-level INVALID_ARGUMENTS', () => {
    expect([...USER_QUESTION_ERROR_CODES].sort()).toStrictEqual(
      [
        'ASK_ABORTED',
        'ASK_CANCELLED',
        'BAD_INTENT',
        'CALLER_NOT_LIVE',
        'DELEGATED_CALLER',
        'DUPLICATE_PROVIDER',
        'EMPTY_QUESTIONS',
        'INVALID_ARGUMENTS',
        'NO_PROVIDER',
      ].sort(),
    );
    expect(Object.keys(ERROR_MESSAGES).sort()).toStrictEqual([...USER_QUESTION_ERROR_CODES].sort());
  });

  it('recognises only those codes', () => {
    expect(isUserQuestionErrorCode('ASK_ABORTED')).toBe(true);
    expect(isUserQuestionErrorCode('ask_aborted')).toBe(false);
    expect(isUserQuestionErrorCode('UNKNOWN_TOOL')).toBe(false);
    expect(isUserQuestionErrorCode(undefined)).toBe(false);
  });
});
