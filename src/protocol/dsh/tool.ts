/**
 * The `ask_user_question` tool exactly as DSH declares it at 5bb600f9fb
 * (`packages/interaction/tool-ask-user/src/index.ts`), in the compiled JSON
 * Schema form a model receives (`examples/acp-agent/tests/snapshots/
 * subagent-child-question-rejection/tool-schemas.expected.json`): the same
 * words, the same keys in the same order, `additionalProperties: true` on
 * questions and options. A live model is sent these bytes and nothing else.
 */

export const ASK_USER_QUESTION_DESCRIPTION =
  'Ask the user a concise question when you need confirmation, a choice, or missing information before proceeding. ' +
  'Send one or more questions, each with a stable id that will be echoed in the answer.';

/** The parameters' JSON Schema; key order is DSH's compiler's (type, annotations, additionalProperties, properties, required). */
export const TOOL_PARAMETERS_JSON_SCHEMA = {
  type: 'object',
  properties: {
    questions: {
      type: 'array',
      description: 'Questions to ask the user before continuing.',
      items: {
        type: 'object',
        additionalProperties: true,
        properties: {
          id: { type: 'string', description: 'Stable id for this question; echoed in the answer.' },
          question: { type: 'string', description: 'The specific question to ask the user.' },
          header: {
            type: 'string',
            description: 'Optional short heading for the question, such as "Confirm" or "Choose Mode".',
          },
          options: {
            type: 'array',
            description:
              'Optional choices to show the user. If you recommend one, put it first and append "(Recommended)" to that label.',
            items: {
              type: 'object',
              additionalProperties: true,
              properties: {
                label: { type: 'string', description: 'Short user-facing option label.' },
                description: { type: 'string', description: 'One sentence explaining the tradeoff or impact.' },
              },
              required: ['label'],
            },
          },
          multi_select: {
            type: 'boolean',
            description: 'Whether the user may select more than one option. Defaults to false.',
          },
        },
        required: ['id', 'question'],
      },
    },
  },
  required: ['questions'],
} as const;

/** The output schema DSH validates every answer against before rendering it as `JSON.stringify(value)`. */
export const TOOL_OUTPUT_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    answers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          id: { type: 'string' },
          selected: { type: 'array', items: { type: 'string' } },
          custom: { type: 'string' },
        },
        required: ['id', 'selected'],
      },
    },
  },
  required: ['answers'],
} as const;

/** What DSH lists for the tool: name, description, parameters, in this key order. */
export const DSH_ASK_USER_QUESTION_TOOL = {
  name: 'ask_user_question',
  description: ASK_USER_QUESTION_DESCRIPTION,
  parameters: TOOL_PARAMETERS_JSON_SCHEMA,
} as const;
