/**
 * The one error class of the ask mechanism and its closed set of codes (§1.5),
 * plus the tool-level INVALID_ARGUMENTS. Callers assert `{ name, code }`, never prose.
 */
export const USER_QUESTION_ERROR_CODES = [
  'ASK_ABORTED',
  'ASK_CANCELLED',
  'EMPTY_QUESTIONS',
  'NO_PROVIDER',
  'DUPLICATE_PROVIDER',
  'CALLER_NOT_LIVE',
  'DELEGATED_CALLER',
  'BAD_INTENT',
  'INVALID_ARGUMENTS',
] as const;

export type UserQuestionErrorCode = (typeof USER_QUESTION_ERROR_CODES)[number];

export class UserQuestionError extends Error {
  override readonly name = 'UserQuestionError';
  readonly code: UserQuestionErrorCode | ProviderErrorCode;
  constructor(code: UserQuestionErrorCode | ProviderErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
  }
}

export function isUserQuestionError(value: unknown): value is UserQuestionError {
  return value instanceof UserQuestionError;
}

export function isUserQuestionErrorCode(value: unknown): value is UserQuestionErrorCode {
  return typeof value === 'string' && (USER_QUESTION_ERROR_CODES as readonly string[]).includes(value);
}

/** The default English messages; the seed's codes are the contract, the prose is ours. */
export const ERROR_MESSAGES = {
  ASK_ABORTED: 'The question was aborted before the user answered.',
  ASK_CANCELLED: 'The user dismissed the questions without answering.',
  EMPTY_QUESTIONS: 'ask_user_question needs at least one question.',
  NO_PROVIDER: 'No question UI is registered, so nobody can answer.',
  DUPLICATE_PROVIDER: 'A question provider is already registered; dispose it first.',
  CALLER_NOT_LIVE: 'The calling agent is not a live agent of this runtime.',
  DELEGATED_CALLER:
    'Only the root agent can ask the user. You are a delegated sub-agent: put your unresolved question or decision into your final result, so your parent can ask the user.',
  BAD_INTENT: 'The question intent is invalid.',
  INVALID_ARGUMENTS: 'The tool arguments are invalid.',
} as const satisfies Record<UserQuestionErrorCode, string>;

export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unexpected ${what}: ${JSON.stringify(value)}`);
}

/**
 * Codes only DSH's readline and ACP providers reject with (SPEC §12), beside the
 * service's: their messages are the providers' own (surfaces/dsh-texts.ts).
 */
export const PROVIDER_ERROR_CODES = ['NO_ANSWER', 'ASK_FAILED', 'NO_AGENT', 'NO_SESSION'] as const;
export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[number];
