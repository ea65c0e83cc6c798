import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
const compiled = new WeakMap<object, (data: unknown) => string>();

/**
 * `anyOf: [X, { type: 'null' }]` (zod's nullable) as `type: [X, 'null']`: fast-json-stringify
 * writes the second form with a typeof check, the first with a schema validation per value.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = simplify(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const other = anyOf.find((s) => s.type !== 'null');
    if (other && anyOf.some((s) => s.type === 'null') && typeof other.type === 'string') {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON Schema of an answer as fast-json-stringify reads it. */
export function answerJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return simplify(json) as JsonSchema;
}

/**
 * Answers are written by their declared schema (zod, compiled once per schema to a
 * fast-json-stringify function): what is not declared never leaves the server, and writing is
 * faster than JSON.stringify. Dates become ISO strings where the schema says date-time.
 */
export const answerSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const key = schema as object;
  let serialize = compiled.get(key);
  if (!serialize) {
    const json = schema instanceof z.ZodType ? answerJsonSchema(schema) : (schema as JsonSchema);
    serialize = fastJsonStringify(json as unknown as Schema);
    compiled.set(key, serialize);
  }
  return serialize;
};
