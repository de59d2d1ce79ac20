/**
 * The scenario file format (scenarios/*.json), as a zod schema. A scenario sets
 * up the runtime, scripts the agent's steps, scripts the user's response to each
 * ask, and states the expected outcome of each ask. See scenarios/README.md.
 */
import * as z from 'zod/mini';
import { answerSchema, questionItemSchema } from '../protocol/index.ts';

const agentRef = z.string().check(z.minLength(1));

/** What a scenario's id must be (the loader reports it as its own reason, so the page words it in its locale). */
export const ID_FORMAT = 'ids are lowercase words joined by hyphens';

export const SCENARIO_LOCALES = ['zh', 'en'] as const;
export type ScenarioLocale = (typeof SCENARIO_LOCALES)[number];

const someText = z.string().check(z.refine((s) => s.trim().length > 0, 'must not be empty'));

/** Text a person reads (a title, a description), in both locales (SPEC §5.8). */
export const localizedTextSchema = z.object({ zh: someText, en: someText });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** The text for one locale; both are required, so this never falls back. */
export function textIn(text: LocalizedText, locale: ScenarioLocale): string {
  return text[locale];
}

/** An ACP client's result to `elicitation/create`, as a scenario scripts it. */
export const acpResultSchema = z.union([
  z.object({
    action: z.literal('accept'),
    content: z.optional(z.record(z.string(), z.union([z.string(), z.array(z.string())]))),
  }),
  z.object({ action: z.enum(['decline', 'cancel']) }),
]);

/** The providers a scenario can have answer (SPEC §12): the web card, DSH's readline one, DSH's ACP one. */
export const SCENARIO_PROVIDERS = ['web', 'terminal', 'acp'] as const;
export type ScenarioProvider = (typeof SCENARIO_PROVIDERS)[number];

/** How the scripted user responds to one ask. */
export const userScriptSchema = z.union([
  z.object({
    answers: z.array(
      z.object({
        select: z.optional(z.array(z.string())),
        text: z.optional(z.string()),
        skip: z.optional(z.boolean()),
      }),
    ),
    /** Answer only after the ask was aborted (shows the `not-pending` receipt). */
    afterAbort: z.optional(z.boolean()),
  }),
  z.object({ dismiss: z.literal(true) }),
  z.object({ none: z.literal(true) }),
  /**
   * With the Terminal provider: what the person types at each prompt the terminal shows for this ask (a question or
   * a re-prompt), keys exactly: `\r` is Enter, `\u0003` is Ctrl-C.
   */
  z.object({ terminal: z.array(z.string()).check(z.minLength(1)) }),
  /** With the ACP provider: the ACP client's result for each `elicitation/create` this ask sends, in order. */
  z.object({ acp: z.array(acpResultSchema).check(z.minLength(1)) }),
]);

export const expectationSchema = z.union([
  z.object({ answer: answerSchema, receipt: z.optional(z.enum(['not-pending', 'bad-response'])) }),
  z.object({ code: z.string(), receipt: z.optional(z.enum(['not-pending', 'bad-response'])) }),
  /** A success whose text the model receives is exactly this (tools other than ask_user_question). */
  z.object({ text: z.string() }),
  /** A failure whose text the model receives is exactly this, `Error: ` included (DSH's plain errors carry no code). */
  z.object({ error: z.string(), receipt: z.optional(z.enum(['not-pending', 'bad-response'])) }),
]);

/** What interrupts an ask: an already-aborted signal, a timer, the card being shown, or provider disposal. */
export const interruptSchema = z.union([
  z.object({ abort: z.literal('before') }),
  z.object({ abort: z.literal('when-pending'), delayMs: z.optional(z.number().check(z.gte(0), z.lte(60_000))) }),
  z.object({ abort: z.literal('after'), delayMs: z.number().check(z.gte(0), z.lte(60_000)) }),
  z.object({ dispose: z.literal('when-pending'), delayMs: z.optional(z.number().check(z.gte(0), z.lte(60_000))) }),
  /** Another provider is chosen while the ask is pending (as the Provider control does): the active one is disposed. */
  z.object({ switch: z.enum(SCENARIO_PROVIDERS), delayMs: z.optional(z.number().check(z.gte(0), z.lte(60_000))) }),
]);

const askCommon = {
  /** The agent that asks (default `root`); `null` asks without an agent. */
  agent: z.optional(z.nullable(agentRef)),
  user: z.optional(userScriptSchema),
  expect: expectationSchema,
  interrupt: z.optional(interruptSchema),
  /** The agent does not wait for this ask: the next step runs while it is pending (a second ask queues behind it). */
  background: z.optional(z.boolean()),
  note: z.optional(z.string()),
};

/** Text in the conversation: the agent's (the default), or with `role: "user"` what the person typed (a recorded chat). */
export const sayStepSchema = z.object({ say: z.string(), agent: z.optional(agentRef), role: z.optional(z.enum(['assistant', 'user'])) });
export const toolStepSchema = z.object({
  tool: z.string(),
  /** Raw arguments as a model would send them: a JSON string (possibly broken) or an object. */
  arguments: z.unknown(),
  ...askCommon,
});
export const askStepSchema = z.object({ ask: z.object({ questions: z.array(questionItemSchema) }), ...askCommon });
export const providerStepSchema = z.object({
  provider: z.enum(['register', 'register-duplicate', 'unregister']),
  expect: z.optional(z.object({ code: z.string() })),
});
export const policyStepSchema = z.object({ policy: z.enum(['ask', 'never']) });
/** The person switches the root agent's session into plan mode or out of it, as DSH's `/plan` and `/plan off` do. */
export const planModeStepSchema = z.object({ planMode: z.boolean() });
export const transportStepSchema = z.object({
  transport: z.object({
    latencyMs: z.optional(z.number().check(z.gte(0), z.lte(60_000))),
    rejectNext: z.optional(z.nullable(z.enum(['not-pending', 'bad-response']))),
    failNextSend: z.optional(z.boolean()),
  }),
});
export const waitStepSchema = z.object({ wait: z.number().check(z.gte(0), z.lte(60_000)) });

export interface SubagentStep {
  readonly subagent: { readonly id: string; readonly label?: string | undefined; readonly task: string; readonly result: string };
  readonly steps: readonly Step[];
}

export type Step =
  | z.infer<typeof sayStepSchema>
  | z.infer<typeof toolStepSchema>
  | z.infer<typeof askStepSchema>
  | z.infer<typeof providerStepSchema>
  | z.infer<typeof policyStepSchema>
  | z.infer<typeof planModeStepSchema>
  | z.infer<typeof transportStepSchema>
  | z.infer<typeof waitStepSchema>
  | SubagentStep;

export const stepSchema: z.ZodMiniType<Step> = z.lazy(() =>
  z.union([
    sayStepSchema,
    toolStepSchema,
    askStepSchema,
    providerStepSchema,
    policyStepSchema,
    planModeStepSchema,
    transportStepSchema,
    waitStepSchema,
    z.object({
      subagent: z.object({ id: agentRef, label: z.optional(z.string()), task: z.string(), result: z.string() }),
      steps: z.array(stepSchema),
    }),
  ]),
) as z.ZodMiniType<Step>;

export const agentSetupSchema = z.union([
  z.object({ id: agentRef, kind: z.literal('root'), label: z.optional(z.string()) }),
  z.object({ id: agentRef, kind: z.literal('child'), parent: agentRef, label: z.optional(z.string()) }),
  z.object({ id: agentRef, kind: z.literal('resumed-root'), lineage: z.array(z.string()), label: z.optional(z.string()) }),
  /** A different object that reuses the id of a live agent. */
  z.object({ id: agentRef, kind: z.literal('stale'), reuses: agentRef }),
  /** An agent object no registry has ever seen. */
  z.object({ id: agentRef, kind: z.literal('unattested') }),
]);

export const SCENARIO_GROUPS = ['shapes', 'plan-review', 'errors', 'races', 'providers'] as const;

export const scenarioSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/, ID_FORMAT)),
  title: localizedTextSchema,
  description: localizedTextSchema,
  group: z.enum(SCENARIO_GROUPS),
  setup: z.optional(
    z.object({
      agents: z.optional(z.array(agentSetupSchema)),
      /** `registered` is the provider already chosen; `web`, `terminal`, `acp` choose that one first (SPEC §12). */
      provider: z.optional(z.enum(['registered', 'none', ...SCENARIO_PROVIDERS])),
      policy: z.optional(z.enum(['ask', 'never'])),
      /** The root agent's session starts in plan mode, as after the person's `/plan` in DSH (default: not). */
      planMode: z.optional(z.boolean()),
      locale: z.optional(z.enum(SCENARIO_LOCALES)),
    }),
  ),
  steps: z.array(stepSchema).check(z.minLength(1)),
  /**
   * The words of `steps` in another language: each key is a string as the steps spell it, each value the same
   * text in that language (src/scenarios/localize.ts says which strings are looked up). The built-in files
   * are written in English and carry `zh`.
   */
  translations: z.optional(
    z.object({
      zh: z.optional(z.record(z.string(), z.string())),
      en: z.optional(z.record(z.string(), z.string())),
    }),
  ),
});

export type Scenario = z.infer<typeof scenarioSchema>;
export type UserScript = z.infer<typeof userScriptSchema>;
export type AcpResult = z.infer<typeof acpResultSchema>;
export type Expectation = z.infer<typeof expectationSchema>;
export type Interrupt = z.infer<typeof interruptSchema>;
export type AgentSetup = z.infer<typeof agentSetupSchema>;
export type ToolStep = z.infer<typeof toolStepSchema>;
export type AskStep = z.infer<typeof askStepSchema>;
export type AskingStep = ToolStep | AskStep;

export function isAskingStep(step: Step): step is AskingStep {
  return 'tool' in step || 'ask' in step;
}

export function isSubagentStep(step: Step): step is SubagentStep {
  return 'subagent' in step;
}
