/**
 * Sensible names for a session saved as a scenario, before the person edits
 * them: a scenario that was played keeps its id with "-repro" and its titles
 * with "(repro)"; any other session is named after its first question. The
 * description says when it was saved and what it settled with, in both
 * locales, as every scenario file carries both (§5.8). Pure.
 */
import { isAskingStep, type LocalizedText, type Scenario, type Step } from '../../scenarios/schema.ts';
import { slugify } from '../../scenarios/recorder.ts';
import { flattenSteps } from '../../scenarios/tracker.ts';
import { expectedOutcomes } from './outcomes.ts';

export interface ScenarioNames {
  readonly id: string;
  readonly title: LocalizedText;
  readonly description: LocalizedText;
}

function firstQuestion(steps: readonly Step[]): { id: string; text: string } | undefined {
  for (const { step } of flattenSteps(steps)) {
    if (!isAskingStep(step)) continue;
    const questions: unknown = 'ask' in step ? step.ask.questions : typeof step.arguments === 'object' && step.arguments !== null && 'questions' in step.arguments ? step.arguments.questions : undefined;
    const first: unknown = Array.isArray(questions) ? questions[0] : undefined;
    if (typeof first === 'object' && first !== null && 'question' in first && typeof first.question === 'string') {
      const id = 'id' in first && typeof first.id === 'string' ? first.id : 'ask';
      return { id, text: first.question };
    }
  }
  return undefined;
}

function clip(text: string, max = 60): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length <= max ? one : `${one.slice(0, max - 1)}…`;
}

/** `base` is the played scenario when the recording kept its script. */
export function defaultNames(recorded: Scenario, base: Scenario | undefined, now: Date): ScenarioNames {
  const date = now.toISOString().slice(0, 16).replace('T', ' ');
  const asks = flattenSteps(recorded.steps).filter(({ step }) => isAskingStep(step)).length;
  const outcomes = expectedOutcomes(recorded);
  const zhOutcomes = outcomes.map((o) => (o === 'answer' ? '回答' : o === 'text' ? '成功' : o === 'error' ? '错误' : o)).join('、') || '无';
  const enOutcomes = outcomes.join(', ') || 'none';
  const description = {
    zh: `保存于 ${date}：${asks} 次提问，结果：${zhOutcomes}。`,
    en: `Saved on ${date}: ${asks} ${asks === 1 ? 'ask' : 'asks'}, outcomes: ${enOutcomes}.`,
  };
  if (base !== undefined) {
    return {
      id: slugify(`${base.id}-repro`),
      title: { zh: `${base.title.zh}（复现）`, en: `${base.title.en} (repro)` },
      description,
    };
  }
  const first = firstQuestion(recorded.steps);
  if (first === undefined) return { id: 'saved-session', title: { zh: '保存的会话', en: 'Saved session' }, description };
  return {
    id: slugify(`repro-${first.id}`, 'repro'),
    title: { zh: `复现：${clip(first.text)}`, en: `Repro: ${clip(first.text)}` },
    description,
  };
}
