/**
 * The words DSH's readline and ACP providers write, byte for byte: one home for
 * them, read by the providers in the worker (host/providers/), the surface
 * adapters (./terminal.ts, ./acp.ts) and the outcomes table (./outcomes/dsh.ts).
 * The service's own messages are protocol/errors.ts's, not these.
 *
 * DSH: packages/ui/stdio/src/index.ts @ e38955b2fa (readline),
 *      packages/ui/acp/src/index.ts @ b06bcfd21c (ACP)
 */

/**
 * The readline provider's messages: the ask it could not finish (Ctrl-C closes
 * input, the run aborts, the UI is disposed), an ask after input closed, and its re-prompts.
 */
export const STDIO_TEXT = {
  interrupted: 'ask_user_question was interrupted before the user answered',
  stdinClosed: 'ask_user_question cannot be answered because stdin is closed',
  reprompt: 'Please enter one of the option numbers or a custom answer.\n> ',
  repromptMulti: 'Please enter one of the option numbers (comma or space separated) or a custom answer.\n> ',
  repromptFree: 'Please enter an answer.\n> ',
  /** `createStdioChat`'s default welcome banner, then the first prompt. */
  welcome: 'ready.',
  prompt: '> ',
} as const;

/** The ACP provider's messages (`ask`, `askAbortError`) and the schema words of `elicitationForQuestion`. */
export const ACP_TEXT = {
  cancelled: 'ask_user_question was cancelled by the user',
  noAnswer: 'ask_user_question returned no answer',
  aborted: 'ask_user_question was aborted before the user answered',
  failed: 'ACP elicitation request failed',
  noAgent: 'ACP user questions must come from an agent-owned request',
  noSession: 'ACP user question has no matching session',
  /** `requestedSchema.title` when the question has no header. */
  untitled: 'Question',
  chooseOne: 'Choose one option, or fill a custom answer below.',
  chooseMany: 'Choose one or more options, or fill a custom answer below.',
  customTitle: 'Custom answer',
  customDescription: 'Optional free-form answer. Leave empty to use the selected option.',
} as const;
