/**
 * Reading a harness's `questions` array into TraceQuestions, whatever its dialect:
 * Claude Code's AskUserQuestion (`question`, `header`, `options[{label, description,
 * preview}]`, `multiSelect`), Codex's request_user_input (`id`, `header`, `question`,
 * `options`, `isOther`), DSH's / asklab's ask_user_question (`id`, `multi_select`,
 * `detail`), and options given as bare strings. Field names it does not know are
 * listed on the question, so the mapping can say they were lost. Pure.
 */
import { arr, obj, str } from './reader.ts';
import type { TraceOption, TraceQuestion } from './types.ts';

const KNOWN_QUESTION_FIELDS = new Set([
  'id',
  'question',
  'header',
  'options',
  'multiSelect',
  'multi_select',
  'detail',
  'isOther',
  'is_other',
  'intent',
]);
const KNOWN_OPTION_FIELDS = new Set(['label', 'description', 'preview']);

function option(value: unknown): TraceOption | undefined {
  if (typeof value === 'string') return { label: value };
  const o = obj(value);
  const label = str(o?.['label']) ?? str(o?.['value']) ?? str(o?.['title']);
  if (o === undefined || label === undefined) return undefined;
  const description = str(o['description']);
  const preview = str(o['preview']);
  return { label, ...(description !== undefined ? { description } : {}), ...(preview !== undefined ? { preview } : {}) };
}

export function readQuestion(value: unknown): TraceQuestion | undefined {
  const q = obj(value);
  if (q === undefined) return undefined;
  const text = str(q['question']) ?? str(q['title']) ?? str(q['prompt']);
  if (text === undefined) return undefined;
  const id = str(q['id']);
  const header = str(q['header']);
  const detail = str(q['detail']);
  const intent = obj(q['intent']);
  const approve = intent?.['kind'] === 'plan-review' ? str(intent['approve']) : undefined;
  const isOther = q['isOther'] ?? q['is_other'];
  const optionFields = new Set<string>();
  const options = arr(q['options']).flatMap((o) => {
    const read = option(o);
    for (const key of Object.keys(obj(o) ?? {})) if (!KNOWN_OPTION_FIELDS.has(key)) optionFields.add(`options[].${key}`);
    return read === undefined ? [] : [read];
  });
  const unknownFields = [...Object.keys(q).filter((k) => !KNOWN_QUESTION_FIELDS.has(k)), ...optionFields];
  return {
    ...(id !== undefined ? { id } : {}),
    question: text,
    ...(header !== undefined ? { header } : {}),
    options,
    multiSelect: q['multiSelect'] === true || q['multi_select'] === true,
    ...(detail !== undefined ? { detail } : {}),
    ...(typeof isOther === 'boolean' ? { isOther } : {}),
    ...(approve !== undefined ? { approve } : {}),
    ...(unknownFields.length > 0 ? { unknownFields } : {}),
  };
}

/** The questions of a call's arguments (`{ questions: [...] }`), or null when it carries none. */
export function readQuestions(args: unknown): TraceQuestion[] | null {
  const list = obj(args)?.['questions'];
  if (!Array.isArray(list)) return null;
  return list.flatMap((q) => {
    const read = readQuestion(q);
    return read === undefined ? [] : [read];
  });
}
