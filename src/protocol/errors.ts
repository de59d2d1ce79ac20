/**
 * The one error class of the ask mechanism and its closed set of codes (§1.5),
 * plus the tool-level INVALID_ARGS and the web provider's ASK_MISSING_AGENT, as
 * DSH names them. Callers assert `{ name, code }`, never prose; the prose is
 * DSH's own (./dsh/messages.ts).
 */
import { DSH_MESSAGES, invalidArgsMessage } from './dsh/messages.ts';

export const USER_QUESTION_ERROR_CODES = [
  'ASK_ABORTED',
  'ASK_CANCELLED',
  'EMPTY_QUESTIONS',
  'NO_PROVIDER',
  'DUPLICATE_PROVIDER',
  'CALLER_NOT_LIVE',
  'DELEGATED_CALLER',
  'BAD_INTENT',
  'INVALID_ARGS',
  'ASK_MISSING_AGENT',
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

/**
 * DSH's message for each code that has one fixed text. BAD_INTENT names the
 * question (`badIntentApproveMessage`, `badIntentDetailMessage`) and INVALID_ARGS
 * lists its violations (`invalidArgsMessage`), so neither has a fixed text.
 */
export const ERROR_MESSAGES = {
  ASK_ABORTED: DSH_MESSAGES.ASK_ABORTED,
  ASK_CANCELLED: DSH_MESSAGES.ASK_CANCELLED,
  EMPTY_QUESTIONS: DSH_MESSAGES.EMPTY_QUESTIONS,
  NO_PROVIDER: DSH_MESSAGES.NO_PROVIDER,
  DUPLICATE_PROVIDER: DSH_MESSAGES.DUPLICATE_PROVIDER,
  CALLER_NOT_LIVE: DSH_MESSAGES.CALLER_NOT_LIVE,
  DELEGATED_CALLER: DSH_MESSAGES.DELEGATED_CALLER,
  ASK_MISSING_AGENT: DSH_MESSAGES.ASK_MISSING_AGENT,
} as const satisfies Partial<Record<UserQuestionErrorCode, string>>;

/** DSH's ToolArgsError: arguments the tool's schema refuses, code INVALID_ARGS, one violation per problem. */
export class ToolArgsError extends Error {
  override readonly name = 'ToolArgsError';
  readonly code = 'INVALID_ARGS';
  readonly violations: readonly string[];
  constructor(violations: readonly string[]) {
    super(invalidArgsMessage(violations));
    this.violations = violations;
  }
}

export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unexpected ${what}: ${JSON.stringify(value)}`);
}

/**
 * Codes only DSH's readline and ACP providers reject with (SPEC §12), beside the
 * service's: their messages are the providers' own (surfaces/dsh-texts.ts).
 */
export const PROVIDER_ERROR_CODES = ['NO_ANSWER', 'ASK_FAILED', 'NO_AGENT', 'NO_SESSION'] as const;
export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[number];
