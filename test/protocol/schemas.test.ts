/**
 * The boundary schemas: the JSON schema shown to the model agrees with the zod
 * schema that validates the model's arguments, and issue paths read like code.
 */
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { TOOL_PARAMETERS_JSON_SCHEMA } from '../../src/protocol/dsh/tool.ts';
import {
  describeIssues,
  formatPath,
  questionItemSchema,
  requestDataSchema,
  toolArgumentsSchema,
} from '../../src/protocol/index.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Drops what only one side has: prose, the dialect marker, and zod's closed-object flag. */
function shape(value: Json): Json {
  if (Array.isArray(value)) return value.map(shape);
  if (value === null || typeof value !== 'object') return value;
  const out: { [key: string]: Json } = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'description' || key === '$schema' || key === 'additionalProperties') continue;
    out[key] = shape(inner);
  }
  return out;
}

function asJson(value: unknown): Json {
  return JSON.parse(JSON.stringify(value)) as Json;
}

describe('TOOL_PARAMETERS_JSON_SCHEMA', () => {
  it('describes exactly the shape toolArgumentsSchema validates (types, properties, required keys)', () => {
    expect(shape(asJson(TOOL_PARAMETERS_JSON_SCHEMA))).toStrictEqual(shape(asJson(z.toJSONSchema(toolArgumentsSchema))));
  });

  it('offers the model neither detail nor intent, and uses multi_select', () => {
    const item = TOOL_PARAMETERS_JSON_SCHEMA.properties.questions.items;
    expect(Object.keys(item.properties).sort()).toStrictEqual(['header', 'id', 'multi_select', 'options', 'question']);
    expect([...item.required]).toStrictEqual(['id', 'question']);
  });

  it('gives every property a description for the model', () => {
    const item = TOOL_PARAMETERS_JSON_SCHEMA.properties.questions.items;
    for (const property of Object.values(item.properties) as { description: string }[]) expect(property.description.length).toBeGreaterThan(0);
  });
});

describe('requestDataSchema', () => {
  it('accepts an empty batch, so the service can answer it with EMPTY_QUESTIONS', () => {
    expect(requestDataSchema.safeParse({ questions: [] }).success).toBe(true);
  });

  it('strips unknown keys from a question item', () => {
    const parsed = questionItemSchema.parse({ id: 'a', question: 'Q?', color: 'red' });
    expect(parsed).toStrictEqual({ id: 'a', question: 'Q?' });
  });

  it('rejects an intent of another kind', () => {
    const result = questionItemSchema.safeParse({ id: 'a', question: 'Q?', intent: { kind: 'other', approve: 'x' } });
    expect(result.success).toBe(false);
  });
});

describe('formatPath / describeIssues', () => {
  it('writes a zod path the way code indexes it', () => {
    expect(formatPath(['questions', 0, 'options', 2, 'label'])).toBe('questions[0].options[2].label');
    expect(formatPath([])).toBe('(root)');
    expect(formatPath([0, 'id'])).toBe('[0].id');
  });

  it('names the offending path of a failed parse', () => {
    const result = toolArgumentsSchema.safeParse({ questions: [{ id: 3, question: 'Q?' }] });
    expect(result.success).toBe(false);
    if (!result.success) expect(describeIssues(result.error)).toMatch(/^questions\[0\]\.id: /);
  });
});
