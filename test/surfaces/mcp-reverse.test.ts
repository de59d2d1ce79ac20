import { describe, expect, it } from 'vitest';
import { encodeAnswer } from '../../src/protocol/index.ts';
import { contentFromAnswer, questionsFromSchema } from '../../src/surfaces/mcp.ts';

const labels = { yes: 'Yes', no: 'No' };
const schema = {
  type: 'object',
  properties: {
    name: { title: 'String', type: 'string', description: 'Your full, legal name' },
    check: { title: 'Boolean', type: 'boolean' },
    email: { type: 'string', format: 'email' },
    integer: { type: 'integer', minimum: 1, maximum: 100, default: 42 },
    number: { type: 'number', minimum: 0, maximum: 1000, default: 3.14 },
    single: { type: 'string', enum: ['Monica', 'Rachel'], default: 'Monica' },
    multi: { type: 'array', minItems: 1, maxItems: 3, items: { type: 'string', enum: ['Guitar', 'Piano'] }, default: ['Guitar'] },
    titled: { type: 'string', oneOf: [{ const: 'hero-1', title: 'Superman' }, { const: 'hero-2', title: 'Green Lantern' }], default: 'hero-1' },
    titledMulti: { type: 'array', items: { anyOf: [{ const: 'fish-1', title: 'Tuna' }] }, default: ['fish-1'] },
    legacy: { type: 'string', enum: ['pet-1', 'pet-2'], enumNames: ['Cats', 'Dogs'], default: 'pet-1' },
  },
  required: ['name'],
};

describe('MCP schema → questions → content', () => {
  it('maps every field type, pre-fills defaults and converts the answer to the schema types', () => {
    const mapped = questionsFromSchema(schema, labels);
    if (!mapped.ok) throw new Error(mapped.reason);
    expect(mapped.questions.map((q) => q.id)).toEqual(Object.keys(schema.properties));
    const drafts = mapped.drafts.map((d, i) => (i === 0 ? { ...d, custom: 'Ada' } : i === 1 ? { ...d, selected: ['Yes'] } : i === 2 ? { ...d, skipped: true } : d));
    const result = contentFromAnswer(mapped.fields, encodeAnswer(mapped.questions, drafts));
    expect(result).toEqual({
      ok: true,
      content: { name: 'Ada', check: true, integer: 42, number: 3.14, single: 'Monica', multi: ['Guitar'], titled: 'hero-1', titledMulti: ['fish-1'], legacy: 'pet-1' },
    });
  });

  it('an invalid email names the field and a required field cannot be empty', () => {
    const mapped = questionsFromSchema(schema, labels);
    if (!mapped.ok) throw new Error(mapped.reason);
    const drafts = mapped.drafts.map((d, i) => (i === 2 ? { ...d, custom: 'not-an-email' } : i === 1 ? { ...d, skipped: true } : d));
    expect(contentFromAnswer(mapped.fields, encodeAnswer(mapped.questions, drafts))).toMatchObject({ ok: false, field: 'name', problem: { code: 'required' } });
    drafts[0] = { selected: [], custom: 'Ada', skipped: false };
    expect(contentFromAnswer(mapped.fields, encodeAnswer(mapped.questions, drafts))).toMatchObject({ ok: false, field: 'email', index: 2, problem: { code: 'format', format: 'email' } });
  });

  it('refuses a nested object or an unknown type with the path', () => {
    expect(questionsFromSchema({ type: 'object', properties: { address: { type: 'object' } } }, labels)).toMatchObject({ ok: false, path: 'properties.address' });
    expect(questionsFromSchema({ type: 'object', properties: { x: { type: 'tuple' } } }, labels)).toMatchObject({ ok: false, path: 'properties.x.type' });
  });
});
