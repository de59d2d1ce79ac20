/**
 * A scenario in the reader's language. A scenario file is written in one language and may carry `translations`:
 * for a locale, a table from each string its steps spell to the same text in that locale. Only what a person
 * reads is looked up, whole strings only:
 * - what is said (`say`), a sub-agent's label, task and result;
 * - a tool call's arguments (every string but an `id`; raw JSON text as one string);
 * - the questions of an `ask` step (question, header, detail, option labels and descriptions, the approve label);
 * - what the scripted user types, and the labels it selects in a question the scenario wrote
 *   (`ask_user_question`, `ask`; a plan review's labels are the tool's own and stay as they are);
 * - the labels and text an expected answer holds (they are the same strings, so they stay consistent).
 * Ids, agents, tool names, codes and the tool results the runtime writes (`expect.text`) are never looked up.
 * docs/decisions/2026-12-05-scenarios-in-the-readers-language.md.
 */
import type { AskUserQuestionItem as QuestionItem } from '../protocol/index.ts';
import type { Expectation, Scenario, ScenarioLocale, Step, UserScript } from './schema.ts';

type Words = (text: string) => string;

/** The scenario with its steps' words in `locale`, when it has them; otherwise the scenario itself. */
export function localizeScenario(scenario: Scenario, locale: ScenarioLocale): Scenario {
  const table = scenario.translations?.[locale];
  if (table === undefined) return scenario;
  const words: Words = (text) => (Object.hasOwn(table, text) ? (table[text] as string) : text);
  return { ...scenario, steps: mapSteps(scenario.steps, words) };
}

/**
 * The scenario as a page in `pageLocale` runs it: in the locale its setup names (such a scenario switches the page to
 * it), else in the page's.
 */
export function scenarioForPage(scenario: Scenario, pageLocale: ScenarioLocale): Scenario {
  return localizeScenario(scenario, scenario.setup?.locale ?? pageLocale);
}

/** Every string `localizeScenario` would look up, in the order the steps spell them (the catalogue's tests check the tables with it). */
export function readableStrings(scenario: Scenario): string[] {
  const found: string[] = [];
  mapSteps(scenario.steps, (text) => {
    found.push(text);
    return text;
  });
  return found;
}

function mapSteps(steps: readonly Step[], words: Words): Step[] {
  return steps.map((step) => mapStep(step, words));
}

function mapStep(step: Step, words: Words): Step {
  if ('subagent' in step) {
    const { subagent } = step;
    return {
      subagent: {
        ...subagent,
        ...(subagent.label !== undefined ? { label: words(subagent.label) } : {}),
        task: words(subagent.task),
        result: words(subagent.result),
      },
      steps: mapSteps(step.steps, words),
    };
  }
  if ('say' in step) return { ...step, say: words(step.say) };
  if ('tool' in step) {
    const authored = step.tool === 'ask_user_question';
    return {
      ...step,
      arguments: mapArguments(step.arguments, words),
      ...(step.user !== undefined ? { user: mapUser(step.user, words, authored) } : {}),
      expect: mapExpectation(step.expect, words),
    };
  }
  if ('ask' in step) {
    return {
      ...step,
      ask: { ...step.ask, questions: step.ask.questions.map((question) => mapQuestion(question, words)) },
      ...(step.user !== undefined ? { user: mapUser(step.user, words, true) } : {}),
      expect: mapExpectation(step.expect, words),
    };
  }
  return step;
}

/** Raw arguments as a model sent them: a JSON text is one string; in an object every string but an `id` is read. */
function mapArguments(value: unknown, words: Words, key?: string): unknown {
  if (typeof value === 'string') return key === 'id' ? value : words(value);
  if (Array.isArray(value)) return value.map((item) => mapArguments(item, words));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapArguments(v, words, k)]));
  }
  return value;
}

function mapQuestion(question: QuestionItem, words: Words): QuestionItem {
  return {
    ...question,
    question: words(question.question),
    ...(question.header !== undefined ? { header: words(question.header) } : {}),
    ...(question.detail !== undefined ? { detail: words(question.detail) } : {}),
    ...(question.options !== undefined
      ? {
          options: question.options.map((option) => ({
            ...option,
            label: words(option.label),
            ...(option.description !== undefined ? { description: words(option.description) } : {}),
          })),
        }
      : {}),
    ...(question.intent !== undefined ? { intent: { ...question.intent, approve: words(question.intent.approve) } } : {}),
  };
}

function mapUser(user: UserScript, words: Words, selects: boolean): UserScript {
  // An ACP client's results name the labels it chose and carry the text typed: the same words as the question's.
  if ('acp' in user) {
    return {
      acp: user.acp.map((result) =>
        'content' in result && result.content !== undefined
          ? { ...result, content: Object.fromEntries(Object.entries(result.content).map(([key, value]) => [key, Array.isArray(value) ? value.map(words) : words(value)])) }
          : result,
      ),
    };
  }
  if (!('answers' in user)) return user;
  return {
    ...user,
    answers: user.answers.map((answer) => ({
      ...answer,
      ...(answer.select !== undefined && selects ? { select: answer.select.map(words) } : {}),
      ...(answer.text !== undefined ? { text: words(answer.text) } : {}),
    })),
  };
}

function mapExpectation(expectation: Expectation, words: Words): Expectation {
  if (!('answer' in expectation)) return expectation;
  return {
    ...expectation,
    answer: {
      ...expectation.answer,
      answers: expectation.answer.answers.map((item) => ({
        ...item,
        selected: item.selected.map(words),
        ...(item.custom !== undefined ? { custom: words(item.custom) } : {}),
      })),
    },
  };
}
