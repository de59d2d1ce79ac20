/**
 * The MCP mapping both ways, against the schema the reference everything
 * server really sends (captured from its own tool module) and against any
 * flat schema asklab accepts (fast-check): a valid answer always becomes
 * content that the schema itself accepts (checked with the SDK's JSON Schema
 * validator), and the request → schema direction always produces a schema
 * the reverse direction accepts.
 */
import * as fc from 'fast-check';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { encodeAnswer, type QuestionDraft } from '../../src/protocol/index.ts';
import { contentFromAnswer, questionsFromSchema, toSurface, type McpField } from '../../src/surfaces/mcp.ts';
import { everythingElicitation } from '../fixtures/mcp/everything-request.ts';
import { questionsArb } from '../protocol/arbitraries.ts';

const labels = { yes: 'Yes', no: 'No' };
const ajv = new AjvJsonSchemaValidator();
const fits = (schema: unknown, content: unknown): { valid: boolean; errorMessage?: string | undefined } =>
  ajv.getValidator(schema as Parameters<typeof ajv.getValidator>[0])(content);

describe('the everything server’s trigger-elicitation-request, field by field', () => {
  it('maps every field type to a question, with the schema’s defaults as drafts and only `name` required', async () => {
    const { requestedSchema } = await everythingElicitation();
    const mapped = questionsFromSchema(requestedSchema, labels);
    if (!mapped.ok) throw new Error(`${mapped.path}: ${mapped.reason}`);
    const byKey = Object.fromEntries(mapped.fields.map((f, i) => [f.key, { field: f, question: mapped.questions[i], draft: mapped.drafts[i] }]));
    expect(Object.keys(byKey)).toEqual(Object.keys(requestedSchema.properties));

    expect(byKey['name']).toMatchObject({ field: { kind: 'text', required: true }, question: { header: 'String', question: 'Your full, legal name' } });
    expect(byKey['check']).toMatchObject({ field: { kind: 'boolean', required: false }, question: { options: [{ label: 'Yes' }, { label: 'No' }] } });
    expect(byKey['firstLine']?.draft).toEqual({ selected: [], custom: 'It was a dark and stormy night.', skipped: false });
    expect(byKey['email']?.field).toMatchObject({ kind: 'text', format: 'email' });
    expect(byKey['homepage']?.field).toMatchObject({ kind: 'text', format: 'uri' });
    expect(byKey['birthdate']?.field).toMatchObject({ kind: 'text', format: 'date' });
    expect(byKey['integer']).toMatchObject({ field: { kind: 'number', integer: true, minimum: 1, maximum: 100 }, draft: { custom: '42' } });
    expect(byKey['number']).toMatchObject({ field: { kind: 'number', integer: false, minimum: 0, maximum: 1000 }, draft: { custom: '3.14' } });
    expect(byKey['untitledSingleSelectEnum']).toMatchObject({ field: { kind: 'single' }, draft: { selected: ['Monica'] } });
    expect(byKey['untitledSingleSelectEnum']?.question?.options?.map((o) => o.label)).toEqual(['Monica', 'Rachel', 'Joey', 'Chandler', 'Ross', 'Phoebe']);
    expect(byKey['untitledMultipleSelectEnum']).toMatchObject({
      field: { kind: 'multi', minItems: 1, maxItems: 3 },
      question: { multiSelect: true },
      draft: { selected: ['Guitar'] },
    });
    expect(byKey['titledSingleSelectEnum']).toMatchObject({ draft: { selected: ['Superman'] } });
    expect(byKey['titledSingleSelectEnum']?.field).toMatchObject({ choices: [{ value: 'hero-1', label: 'Superman' }, { value: 'hero-2', label: 'Green Lantern' }, { value: 'hero-3', label: 'Wonder Woman' }] });
    expect(byKey['titledMultipleSelectEnum']).toMatchObject({ field: { kind: 'multi', minItems: 1, maxItems: 3 }, draft: { selected: ['Tuna'] } });
    expect(byKey['legacyTitledEnum']).toMatchObject({ field: { kind: 'single' }, draft: { selected: ['Cats'] } });
    expect(byKey['legacyTitledEnum']?.question?.options?.map((o) => o.label)).toEqual(['Cats', 'Dogs', 'Birds', 'Fish', 'Reptiles']);
  });

  it('the defaults, a name and Yes become typed content the server’s own schema accepts', async () => {
    const { requestedSchema } = await everythingElicitation();
    const mapped = questionsFromSchema(requestedSchema, labels);
    if (!mapped.ok) throw new Error(mapped.reason);
    const drafts = mapped.drafts.map((d, i): QuestionDraft => {
      const key = mapped.fields[i]?.key;
      if (key === 'name') return { selected: [], custom: 'Ada Lovelace', skipped: false };
      if (key === 'check') return { selected: ['Yes'], custom: '', skipped: false };
      return d.selected.length === 0 && d.custom === '' ? { ...d, skipped: true } : d;
    });
    const content = contentFromAnswer(mapped.fields, encodeAnswer(mapped.questions, drafts));
    expect(content).toEqual({
      ok: true,
      content: {
        name: 'Ada Lovelace',
        check: true,
        firstLine: 'It was a dark and stormy night.',
        integer: 42,
        number: 3.14,
        untitledSingleSelectEnum: 'Monica',
        untitledMultipleSelectEnum: ['Guitar'],
        titledSingleSelectEnum: 'hero-1',
        titledMultipleSelectEnum: ['fish-1'],
        legacyTitledEnum: 'pet-1',
      },
    });
    if (content.ok) expect(fits(requestedSchema, content.content)).toMatchObject({ valid: true });
  });

  it.each([
    ['email', 'ada@', { code: 'format', format: 'email' }],
    ['homepage', 'example.com', { code: 'format', format: 'uri' }],
    ['birthdate', '2026-02-30', { code: 'format', format: 'date' }],
    ['integer', '42.5', { code: 'integer' }],
    ['integer', '101', { code: 'maximum', limit: 100 }],
    ['number', 'three', { code: 'number' }],
    ['number', '-1', { code: 'minimum', limit: 0 }],
  ])('%s = %j is refused, naming the field', async (key, text, problem) => {
    const { requestedSchema } = await everythingElicitation();
    const mapped = questionsFromSchema(requestedSchema, labels);
    if (!mapped.ok) throw new Error(mapped.reason);
    const drafts = mapped.drafts.map((d, i): QuestionDraft => {
      const field = mapped.fields[i]?.key;
      if (field === 'name') return { selected: [], custom: 'Ada', skipped: false };
      if (field === key) return { selected: [], custom: text, skipped: false };
      return { ...d, skipped: d.selected.length === 0 && d.custom === '' };
    });
    const index = mapped.fields.findIndex((f) => f.key === key);
    expect(contentFromAnswer(mapped.fields, encodeAnswer(mapped.questions, drafts))).toEqual({ ok: false, index, field: key, problem });
  });

  it('multi-select limits: none and four of five are refused (minItems 1, maxItems 3)', async () => {
    const { requestedSchema } = await everythingElicitation();
    const mapped = questionsFromSchema(requestedSchema, labels);
    if (!mapped.ok) throw new Error(mapped.reason);
    const at = mapped.fields.findIndex((f) => f.key === 'untitledMultipleSelectEnum');
    const withMulti = (selected: string[]): QuestionDraft[] =>
      mapped.drafts.map((d, i) => (i === 0 ? { selected: [], custom: 'Ada', skipped: false } : i === at ? { selected, custom: '', skipped: false } : { ...d, skipped: d.selected.length === 0 && d.custom === '' }));
    expect(contentFromAnswer(mapped.fields, encodeAnswer(mapped.questions, withMulti(['Guitar', 'Piano', 'Violin', 'Drums'])))).toMatchObject({
      ok: false,
      problem: { code: 'maxItems', limit: 3 },
    });
    // Nothing checked and not skipped is "no answer" to the card; skipped, an optional field is simply left out.
    const skipped = mapped.drafts.map((d, i) => (i === 0 ? { selected: [], custom: 'Ada', skipped: false } : { ...d, skipped: i === at || (d.selected.length === 0 && d.custom === '') }));
    const content = contentFromAnswer(mapped.fields, encodeAnswer(mapped.questions, skipped));
    expect(content.ok && !('untitledMultipleSelectEnum' in content.content)).toBe(true);
  });
});

// ---- any flat schema asklab accepts ---------------------------------------------

interface Generated {
  readonly schema: { type: 'object'; properties: Record<string, Record<string, unknown>>; required: string[] };
  /** One valid draft maker per property, in order: given a random seed, a draft the field accepts. */
  readonly valid: readonly fc.Arbitrary<QuestionDraft>[];
}

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/);
const title = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '');
const uniqueWords = (min: number, max: number): fc.Arbitrary<string[]> => fc.uniqueArray(word, { minLength: min, maxLength: max });
const answered = (custom: string): QuestionDraft => ({ selected: [], custom, skipped: false });
const picked = (selected: string[]): QuestionDraft => ({ selected, custom: '', skipped: false });

/** A property and the valid values for it, as the card's drafts (labels as the mapping names them). */
type PropertyCase = { readonly property: Record<string, unknown>; readonly draft: (labelsOf: (values: string[]) => string[]) => fc.Arbitrary<QuestionDraft> };

const isoDate = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true });

const textCase: fc.Arbitrary<PropertyCase> = fc.oneof(
  fc.constant<PropertyCase>({ property: { type: 'string', format: 'email' }, draft: () => fc.tuple(word, word).map(([a, b]) => answered(`${a}@${b}.example`)) }),
  fc.constant<PropertyCase>({ property: { type: 'string', format: 'uri' }, draft: () => word.map((w) => answered(`https://example.com/${w}`)) }),
  fc.constant<PropertyCase>({ property: { type: 'string', format: 'date' }, draft: () => isoDate.map((d) => answered(d.toISOString().slice(0, 10))) }),
  fc.constant<PropertyCase>({ property: { type: 'string', format: 'date-time' }, draft: () => isoDate.map((d) => answered(d.toISOString())) }),
  fc.constant<PropertyCase>({ property: { type: 'string', pattern: '^[a-z]+$' }, draft: () => fc.stringMatching(/^[a-z]{1,8}$/).map(answered) }),
  fc.tuple(fc.nat(5), fc.integer({ min: 1, max: 10 })).map(([min, extra]): PropertyCase => ({
    property: { type: 'string', minLength: min, maxLength: min + extra },
    draft: () =>
      fc
        .string({ minLength: Math.max(min, 1), maxLength: min + extra })
        .filter((s) => s.trim() === s && s.trim() !== '' && [...s].length >= min && [...s].length <= min + extra)
        .map(answered),
  })),
);

const numberCase: fc.Arbitrary<PropertyCase> = fc
  .tuple(fc.boolean(), fc.integer({ min: -1000, max: 1000 }), fc.nat(1000))
  .map(([integer, min, span]): PropertyCase => ({
    property: { type: integer ? 'integer' : 'number', minimum: min, maximum: min + span },
    draft: () =>
      integer
        ? fc.integer({ min, max: min + span }).map((n) => answered(String(n)))
        : fc.double({ min, max: min + span, noNaN: true, noDefaultInfinity: true }).map((n) => answered(String(n))),
  }));

const booleanCase = fc.constant<PropertyCase>({ property: { type: 'boolean' }, draft: () => fc.constantFrom('Yes', 'No').map((l) => picked([l])) });

const singleCase: fc.Arbitrary<PropertyCase> = fc.oneof(
  uniqueWords(1, 5).map((values): PropertyCase => ({ property: { type: 'string', enum: values }, draft: (labelsOf) => fc.constantFrom(...labelsOf(values)).map((l) => picked([l])) })),
  fc.tuple(uniqueWords(1, 5), fc.array(title, { minLength: 5, maxLength: 5 })).map(([values, titles]): PropertyCase => ({
    property: { type: 'string', oneOf: values.map((v, i) => ({ const: v, title: titles[i] ?? v })) },
    draft: (labelsOf) => fc.constantFrom(...labelsOf(values)).map((l) => picked([l])),
  })),
  fc.tuple(uniqueWords(1, 5), fc.array(title, { minLength: 5, maxLength: 5 })).map(([values, titles]): PropertyCase => ({
    property: { type: 'string', enum: values, enumNames: values.map((v, i) => titles[i] ?? v) },
    draft: (labelsOf) => fc.constantFrom(...labelsOf(values)).map((l) => picked([l])),
  })),
);

const multiCase: fc.Arbitrary<PropertyCase> = fc
  .tuple(uniqueWords(1, 5), fc.boolean(), fc.array(title, { minLength: 5, maxLength: 5 }), fc.nat(5), fc.nat(5))
  .map(([values, titled, titles, a, b]): PropertyCase => {
    const minItems = Math.min(a, values.length);
    const maxItems = Math.max(minItems, Math.min(b, values.length)) || values.length;
    return {
      property: {
        type: 'array',
        minItems,
        maxItems,
        items: titled ? { anyOf: values.map((v, i) => ({ const: v, title: titles[i] ?? v })) } : { type: 'string', enum: values },
      },
      draft: (labelsOf) =>
        fc.subarray(labelsOf(values), { minLength: Math.max(minItems, 1), maxLength: maxItems }).filter((s) => s.length >= minItems).map(picked),
    };
  });

const propertyCase = fc.oneof(textCase, numberCase, booleanCase, singleCase, multiCase);

const schemaCase = fc
  .uniqueArray(fc.tuple(word, propertyCase, fc.boolean(), fc.boolean()), { minLength: 1, maxLength: 6, selector: ([key]) => key })
  .map((entries) => ({
    schema: {
      type: 'object' as const,
      properties: Object.fromEntries(entries.map(([key, c]) => [key, c.property])),
      required: entries.filter(([, , required]) => required).map(([key]) => key),
    },
    entries,
  }));

describe('any flat schema asklab accepts', () => {
  it('maps, and any valid answer becomes content that validates against the schema', () => {
    fc.assert(
      fc.property(
        schemaCase.chain(({ schema, entries }) => {
          const mapped = questionsFromSchema(schema, labels);
          if (!mapped.ok) throw new Error(`refused a schema it should accept: ${mapped.path}: ${mapped.reason}`);
          const drafts = entries.map(([, c, required, skip], i) => {
            const field = mapped.fields[i] as McpField;
            const labelsOf = (values: string[]): string[] =>
              values.map((v) => ('choices' in field ? field.choices.find((choice) => choice.value === v)?.label ?? v : v));
            return !required && skip ? fc.constant<QuestionDraft>({ selected: [], custom: '', skipped: true }) : c.draft(labelsOf);
          });
          return fc.tuple(fc.constant({ schema, mapped }), fc.tuple(...drafts));
        }),
        ([{ schema, mapped }, drafts]) => {
          if (!mapped.ok) return;
          const content = contentFromAnswer(mapped.fields, encodeAnswer(mapped.questions, drafts));
          if (!content.ok) throw new Error(`refused a valid answer: ${content.field}: ${JSON.stringify(content.problem)}`);
          const verdict = fits(schema, content.content);
          expect(verdict.errorMessage).toBeUndefined();
          expect(verdict.valid).toBe(true);
          // Every required property is there; skipped optional ones are left out.
          for (const key of schema.required) expect(content.content).toHaveProperty(key);
        },
      ),
      // Each run compiles its schema with ajv (milliseconds apiece): 150 runs cover the shapes, the time limit is for a busy machine.
      { numRuns: 150 },
    );
  }, 60_000);

  it('the schema defaults become drafts that the card can submit as they are (where every field has one)', () => {
    fc.assert(
      fc.property(schemaCase, ({ schema }) => {
        const mapped = questionsFromSchema(schema, labels);
        expect(mapped.ok).toBe(true);
        if (!mapped.ok) return;
        expect(mapped.drafts).toHaveLength(mapped.questions.length);
        expect(mapped.questions.map((q) => q.id)).toEqual(Object.keys(schema.properties));
      }),
      { numRuns: 200 },
    );
  });

  it('request → requestedSchema: what asklab sends is a valid MCP request and maps back to the same ids', () => {
    fc.assert(
      fc.property(questionsArb, (questions) => {
        const { payload } = toSurface(questions);
        expect(ElicitRequestSchema.safeParse({ method: payload.method, params: payload.params }).success).toBe(true);
        const mapped = questionsFromSchema(payload.params.requestedSchema, labels);
        expect(mapped.ok).toBe(true);
        if (!mapped.ok) return;
        // Every id survives (as a set: a JSON object lists integer-like keys such as "0" first, whatever their order).
        expect(new Set(mapped.questions.map((q) => q.id))).toEqual(new Set(questions.map((q) => q.id)));
      }),
      { numRuns: 200 },
    );
  });
});
