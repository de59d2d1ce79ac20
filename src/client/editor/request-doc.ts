/**
 * The Form view's edits, applied to the JSON document the person wrote (§5.3):
 * each edit changes one value in place, so the keys keep the order they were
 * written in (and keys the schema does not know stay where they are). A key
 * the form adds goes where §1.1 lists it relative to the keys already there;
 * nothing already written ever moves. Pure: the editor re-serialises the result.
 *
 * Also here, because the form needs them and they are pure: the Recommended
 * suffix in the style the request already uses, and the request in the
 * person's key order once the schema has accepted it.
 */
import { parseOptionLabel, type AskUserQuestionItem, type RequestData } from '../../protocol/index.ts';

/** A JSON value as `JSON.parse` returns it. */
export type Json = null | boolean | number | string | readonly Json[] | JsonObject;
export interface JsonObject {
  readonly [key: string]: Json;
}

export type QuestionTextKey = 'id' | 'question' | 'header' | 'detail';

/** One change the Form view makes; indices are those of the validated request (the same as the document's). */
export type FormEdit =
  | { readonly kind: 'question-text'; readonly q: number; readonly key: QuestionTextKey; readonly value: string }
  | { readonly kind: 'multi-select'; readonly q: number; readonly on: boolean }
  /** `approve: null` removes the intent (no plan review). */
  | { readonly kind: 'intent'; readonly q: number; readonly approve: string | null }
  | { readonly kind: 'option-text'; readonly q: number; readonly o: number; readonly key: 'label' | 'description'; readonly value: string }
  | { readonly kind: 'recommended'; readonly q: number; readonly o: number; readonly on: boolean }
  | { readonly kind: 'add-option'; readonly q: number; readonly label: string }
  | { readonly kind: 'remove-option'; readonly q: number; readonly o: number }
  | { readonly kind: 'add-question'; readonly question: AskUserQuestionItem }
  | { readonly kind: 'remove-question'; readonly q: number };

/** §1.1's order, used only to place a key the form adds. */
const QUESTION_KEYS = ['id', 'question', 'header', 'detail', 'options', 'multiSelect', 'intent'];
const OPTION_KEYS = ['label', 'description'];
const INTENT_KEYS = ['kind', 'approve'];

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const isArray = (value: Json | undefined): value is readonly Json[] => Array.isArray(value);

/**
 * `object` with `key` set to `value`: in place when present, otherwise before
 * the first known key that §1.1 lists after it (at the end when there is none).
 */
export function setKey(object: JsonObject, key: string, value: Json, order: readonly string[]): JsonObject {
  const entries = Object.entries(object);
  const at = entries.findIndex(([k]) => k === key);
  if (at !== -1) {
    entries[at] = [key, value];
  } else {
    const rank = order.indexOf(key);
    const before = entries.findIndex(([k]) => order.indexOf(k) > rank && rank !== -1);
    entries.splice(before === -1 ? entries.length : before, 0, [key, value]);
  }
  return Object.fromEntries(entries) as JsonObject;
}

export function deleteKey(object: JsonObject, key: string): JsonObject {
  return Object.fromEntries(Object.entries(object).filter(([k]) => k !== key)) as JsonObject;
}

/** The suffix a label gets from the Recommended switch: the one the request already uses, else one that fits the question's language. */
export function recommendedSuffix(questions: readonly AskUserQuestionItem[], q: number, label: string): string {
  const labelsOf = (item: AskUserQuestionItem | undefined): string[] => (item?.options ?? []).map((o) => o.label);
  const own = questions[q];
  for (const candidate of [...labelsOf(own), ...questions.flatMap(labelsOf)]) {
    const parsed = parseOptionLabel(candidate);
    if (parsed.recommended) return candidate.slice(parsed.text.length);
  }
  return /\p{Script=Han}/u.test(`${label} ${own?.question ?? ''}`) ? '（推荐）' : ' (Recommended)';
}

/** The label with the suffix added or removed; the text before it is kept as written. */
export function withRecommended(label: string, on: boolean, suffix: string): string {
  const parsed = parseOptionLabel(label);
  if (on === parsed.recommended) return label;
  return on ? `${label.replace(/\s+$/u, '')}${suffix}` : parsed.text;
}

function questionAt(doc: JsonObject, q: number): { questions: readonly Json[]; question: JsonObject } | null {
  const questions = doc['questions'];
  if (!isArray(questions)) return null;
  const question = questions[q];
  return isObject(question) ? { questions, question } : null;
}

function replaceQuestion(doc: JsonObject, questions: readonly Json[], q: number, next: JsonObject): JsonObject {
  return setKey(doc, 'questions', questions.map((item, i) => (i === q ? next : item)), ['questions']);
}

/** Renames an option, and the plan review's approve label with it when it named that option (so the form never breaks the intent). */
function renameOption(question: JsonObject, o: number, label: string): JsonObject {
  const options = question['options'];
  if (!isArray(options)) return question;
  const option = options[o];
  if (!isObject(option)) return question;
  const old = option['label'];
  let next = setKey(question, 'options', options.map((item, i) => (i === o ? setKey(option, 'label', label, OPTION_KEYS) : item)), QUESTION_KEYS);
  const intent = next['intent'];
  if (isObject(intent) && typeof old === 'string' && intent['approve'] === old) {
    next = setKey(next, 'intent', setKey(intent, 'approve', label, INTENT_KEYS), QUESTION_KEYS);
  }
  return next;
}

/** An option or question as JSON, keys in §1.1's order, optional keys only when present. */
function questionJson(item: AskUserQuestionItem): JsonObject {
  return JSON.parse(JSON.stringify(item)) as JsonObject;
}

/**
 * Applies one form edit to the document. `request` is the validated view of the
 * same document (what the form shows); an edit that does not fit the document
 * (a stale index) returns it unchanged.
 */
export function applyEdit(doc: JsonObject, request: RequestData, edit: FormEdit): JsonObject {
  if (edit.kind === 'add-question') {
    const questions = doc['questions'];
    return setKey(doc, 'questions', [...(isArray(questions) ? questions : []), questionJson(edit.question)], ['questions']);
  }
  const found = questionAt(doc, edit.q);
  if (found === null) return doc;
  const { questions, question } = found;
  const options = isArray(question['options']) ? question['options'] : [];
  let next: JsonObject;
  switch (edit.kind) {
    case 'question-text':
      // Emptying an optional field keeps its key (as ""), so typing it again puts it back where it was written.
      if (edit.value === '' && !(edit.key in question) && (edit.key === 'header' || edit.key === 'detail')) return doc;
      next = setKey(question, edit.key, edit.value, QUESTION_KEYS);
      break;
    case 'multi-select':
      if (!edit.on && !('multiSelect' in question)) return doc;
      next = setKey(question, 'multiSelect', edit.on, QUESTION_KEYS);
      break;
    case 'intent': {
      if (edit.approve === null) {
        next = deleteKey(question, 'intent');
        break;
      }
      const intent = question['intent'];
      const base: JsonObject = isObject(intent) ? setKey(intent, 'kind', 'plan-review', INTENT_KEYS) : { kind: 'plan-review' };
      next = setKey(question, 'intent', setKey(base, 'approve', edit.approve, INTENT_KEYS), QUESTION_KEYS);
      break;
    }
    case 'option-text': {
      const option = options[edit.o];
      if (!isObject(option)) return doc;
      if (edit.key === 'label') {
        next = renameOption(question, edit.o, edit.value);
        break;
      }
      if (edit.value === '' && !('description' in option)) return doc;
      next = setKey(question, 'options', options.map((item, i) => (i === edit.o ? setKey(option, 'description', edit.value, OPTION_KEYS) : item)), QUESTION_KEYS);
      break;
    }
    case 'recommended': {
      const label = request.questions[edit.q]?.options?.[edit.o]?.label;
      if (label === undefined) return doc;
      const suffix = recommendedSuffix(request.questions, edit.q, label);
      next = renameOption(question, edit.o, withRecommended(label, edit.on, suffix));
      break;
    }
    case 'add-option':
      next = setKey(question, 'options', [...options, { label: edit.label }], QUESTION_KEYS);
      break;
    case 'remove-option': {
      if (edit.o < 0 || edit.o >= options.length) return doc;
      const rest = options.filter((_, i) => i !== edit.o);
      next = rest.length === 0 ? deleteKey(question, 'options') : setKey(question, 'options', rest, QUESTION_KEYS);
      break;
    }
    case 'remove-question':
      return setKey(doc, 'questions', questions.filter((_, i) => i !== edit.q), ['questions']);
  }
  return replaceQuestion(doc, questions, edit.q, next);
}

/**
 * The validated request with its keys in the order of the document it came
 * from (the schema's parse rebuilds objects in its own order): the draft, the
 * share link and the Code tab then show the request as it was written.
 */
export function inWrittenOrder<T>(value: T, written: Json | undefined): T {
  if (Array.isArray(value)) {
    const source = isArray(written) ? written : [];
    return value.map((item: unknown, i) => inWrittenOrder(item, source[i])) as T;
  }
  if (typeof value !== 'object' || value === null) return value;
  const own = value as Record<string, unknown>;
  const order = isObject(written) ? Object.keys(written).filter((k) => k in own) : [];
  const keys = [...order, ...Object.keys(own).filter((k) => !order.includes(k))];
  return Object.fromEntries(keys.map((k) => [k, inWrittenOrder(own[k], isObject(written) ? written[k] : undefined)])) as T;
}
