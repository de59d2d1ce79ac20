/**
 * DSH's argument check (`packages/core/tools/src/json-schema.ts` and
 * `agent-loop/src/tool-calls.ts` at 5bb600f9fb), rewritten for the schema subset
 * asklab's tools declare: the model's argument text is parsed as DSH parses it
 * (empty text is `{}`, text that is not JSON stays a string), then walked with
 * each violation worded as DSH words it and in DSH's order (an object's missing
 * required properties, then its declared properties in order, then undeclared
 * keys when `additionalProperties: false`; array items by index).
 */

/** The JSON Schema subset asklab's tool parameters use. */
export interface CheckSchema {
  readonly type?: 'object' | 'array' | 'string' | 'boolean' | 'number' | 'integer' | 'null';
  readonly properties?: Readonly<Record<string, CheckSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean;
  readonly items?: CheckSchema;
}

/** How DSH's loop turns a model's argument text into the value it checks. */
export function parseArgumentText(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return raw ? (JSON.parse(raw) as unknown) : {};
  } catch {
    return raw;
  }
}

const shown = (path: string): string => (path === '' ? 'arguments' : path);
const child = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);

function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Every violation of `value` against `schema`, in DSH's words and order; empty means valid. */
export function argumentViolations(schema: CheckSchema, value: unknown, path = ''): string[] {
  switch (schema.type) {
    case undefined:
      return [];
    case 'object': {
      if (!isRecord(value)) return [`"${shown(path)}" must be an object`];
      const out: string[] = [];
      const properties = schema.properties ?? {};
      const present = (key: string): boolean => Object.hasOwn(value, key) && value[key] !== undefined;
      for (const key of schema.required ?? []) {
        if (!present(key)) out.push(`missing required property "${child(path, key)}"`);
      }
      for (const [key, node] of Object.entries(properties)) {
        if (present(key)) out.push(...argumentViolations(node, value[key], child(path, key)));
      }
      if (schema.additionalProperties === false) {
        for (const key of Object.keys(value)) {
          if (!Object.hasOwn(properties, key)) out.push(`"${child(path, key)}" is not a declared property (additionalProperties: false)`);
        }
      }
      return out;
    }
    case 'array': {
      if (!Array.isArray(value)) return [`"${shown(path)}" must be an array`];
      const items = schema.items;
      if (items === undefined) return [];
      return value.flatMap((entry, index) => argumentViolations(items, entry, `${path}[${index}]`));
    }
    case 'string':
      return typeof value === 'string' ? [] : [`"${shown(path)}" must be a string`];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`"${shown(path)}" must be a boolean`];
    case 'number':
      if (typeof value !== 'number') return [`"${shown(path)}" must be a number`];
      return Number.isFinite(value) ? [] : [`"${shown(path)}" must be a finite JSON number`];
    case 'integer':
      return typeof value === 'number' && Number.isFinite(value) && Number.isInteger(value) ? [] : [`"${shown(path)}" must be an integer`];
    case 'null':
      return value === null ? [] : [`"${shown(path)}" must be null`];
    default:
      return [];
  }
}
