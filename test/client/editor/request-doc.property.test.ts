/**
 * Property: whatever order a person wrote the keys in (unknown keys included),
 * no sequence of Form edits moves a key they wrote, and every edit leaves a
 * request the schema still accepts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdit, type FormEdit, type Json, type JsonObject } from '../../../src/client/editor/request-doc.ts';
import { parseEditorText } from '../../../src/client/editor/request-text.ts';

const labelArb = fc.constantFrom('Fast', 'Fast (Recommended)', '快速（推荐）', 'PostgreSQL (推荐)', 'Approve', 'Keep planning', '', 'x');
const textArb = fc.constantFrom('', 'Which?', '# Plan\n\nDo it.', '中文', 'a "quote"');

/** An object with `required` keys always, `optional` ones sometimes, in any order. */
function objectArb(required: Record<string, fc.Arbitrary<Json>>, optional: Record<string, fc.Arbitrary<Json>>): fc.Arbitrary<JsonObject> {
  const all = { ...required, ...optional };
  const names = Object.keys(all);
  return fc
    .tuple(
      fc.shuffledSubarray(names, { minLength: names.length, maxLength: names.length }),
      fc.subarray(Object.keys(optional)),
      fc.record(all as Record<string, fc.Arbitrary<Json>>),
    )
    .map(([order, kept, values]) => Object.fromEntries(order.filter((k) => k in required || kept.includes(k)).map((k) => [k, values[k] as Json])));
}

const optionArb = objectArb({ label: labelArb }, { description: textArb, 'x-note': fc.constant('kept') });
const questionArb = objectArb(
  { id: fc.constantFrom('a', 'b', 'plan'), question: textArb },
  {
    header: textArb,
    detail: textArb,
    options: fc.array(optionArb, { maxLength: 4 }),
    multiSelect: fc.boolean(),
    intent: objectArb({ kind: fc.constant('plan-review'), approve: labelArb }, {}),
    meta: fc.constant({ owner: 'design' }),
  },
);
const docArb = objectArb({ questions: fc.array(questionArb, { maxLength: 3 }) }, { $schema: fc.constant('asklab'), version: fc.constant(2) });

type EditSpec = { kind: FormEdit['kind']; q: number; o: number; key: number; text: string; on: boolean };
const editArb: fc.Arbitrary<EditSpec> = fc.record({
  kind: fc.constantFrom<FormEdit['kind']>(
    'question-text', 'multi-select', 'intent', 'option-text', 'recommended', 'add-option', 'remove-option', 'add-question', 'remove-question',
  ),
  q: fc.nat(5),
  o: fc.nat(5),
  key: fc.nat(3),
  text: fc.oneof(labelArb, textArb),
  on: fc.boolean(),
});

/** The spec made concrete for the request as it is now (indices wrap around). */
function concrete(spec: EditSpec, sizes: readonly number[]): FormEdit | null {
  if (spec.kind === 'add-question') return { kind: 'add-question', question: { id: `q${spec.q}`, question: spec.text } };
  if (sizes.length === 0) return null;
  const q = spec.q % sizes.length;
  const options = sizes[q] ?? 0;
  const o = options === 0 ? null : spec.o % options;
  switch (spec.kind) {
    case 'question-text':
      return { kind: 'question-text', q, key: (['id', 'question', 'header', 'detail'] as const)[spec.key] ?? 'id', value: spec.text };
    case 'multi-select':
      return { kind: 'multi-select', q, on: spec.on };
    case 'intent':
      return { kind: 'intent', q, approve: spec.on ? spec.text : null };
    case 'add-option':
      return { kind: 'add-option', q, label: spec.text };
    case 'remove-question':
      return { kind: 'remove-question', q };
    case 'option-text':
      return o === null ? null : { kind: 'option-text', q, o, key: spec.key % 2 === 0 ? 'label' : 'description', value: spec.text };
    case 'recommended':
      return o === null ? null : { kind: 'recommended', q, o, on: spec.on };
    case 'remove-option':
      return o === null ? null : { kind: 'remove-option', q, o };
  }
}

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: Json | undefined): readonly Json[] => (Array.isArray(v) ? (v as readonly Json[]) : []);

/** The keys both objects have appear in the same order in each. */
function expectSameOrder(before: Json | undefined, after: Json | undefined, where: string): void {
  if (!isObject(before) || !isObject(after)) return;
  const kept = Object.keys(before).filter((k) => k in after);
  expect(Object.keys(after).filter((k) => k in before), where).toEqual(kept);
}

/** Where item `i` went after the edit (null: removed). */
const shift = (i: number, removed: number | null): number | null => (removed === null || i < removed ? i : i === removed ? null : i - 1);

function expectNothingMoved(before: JsonObject, after: JsonObject, edit: FormEdit): void {
  expectSameOrder(before, after, 'request');
  list(before['questions']).forEach((question, i) => {
    const j = shift(i, edit.kind === 'remove-question' ? edit.q : null);
    if (j === null) return;
    const next = list(after['questions'])[j];
    expectSameOrder(question, next, `questions[${i}]`);
    if (!isObject(question) || !isObject(next)) return;
    expectSameOrder(question['intent'], next['intent'], `questions[${i}].intent`);
    list(question['options']).forEach((option, k) => {
      const m = shift(k, edit.kind === 'remove-option' && edit.q === i ? edit.o : null);
      if (m !== null) expectSameOrder(option, list(next['options'])[m], `questions[${i}].options[${k}]`);
    });
  });
}

describe('Form edits and the written key order', () => {
  it('never move a key the person wrote, and keep the request valid', () => {
    fc.assert(
      fc.property(docArb, fc.array(editArb, { maxLength: 12 }), (doc, specs) => {
        let text = JSON.stringify(doc, null, 2);
        for (const spec of specs) {
          const parsed = parseEditorText(text);
          expect(parsed.ok).toBe(true);
          if (!parsed.ok) return;
          const edit = concrete(spec, parsed.request.questions.map((q) => q.options?.length ?? 0));
          if (edit === null) continue;
          const next = applyEdit(parsed.doc, parsed.request, edit);
          expectNothingMoved(parsed.doc, next, edit);
          text = JSON.stringify(next, null, 2);
        }
        expect(parseEditorText(text).ok).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
