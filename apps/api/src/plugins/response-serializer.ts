import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };
type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

// Keywords fast-json-stringify writes by; the validation ones it ignores, which is right for
// answers the server builds itself. Anything else (unions, $ref, conditionals) keeps zod.
const STRUCTURE = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
]);
const IGNORED = new Set([
  '$schema',
  'description',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'propertyNames',
]);

/** zod writes `.nullable()` on an object as anyOf [object, null]; fast-json-stringify wants a type list. */
function withoutNullableUnion(schema: JsonSchema): JsonSchema {
  const { anyOf, ...rest } = schema;
  if (!Array.isArray(anyOf) || anyOf.length !== 2 || Object.keys(rest).length > 0) return schema;
  const [value, nothing] = anyOf as JsonSchema[];
  if (typeof value?.type !== 'string' || nothing?.type !== 'null' || Object.keys(nothing).length !== 1)
    return schema;
  return { ...value, type: [value.type, 'null'] };
}

/** The schema when fast-json-stringify writes exactly what zod would, otherwise null. */
function plainSchema(input: JsonSchema): JsonSchema | null {
  const schema = withoutNullableUnion(input);
  const plain: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (IGNORED.has(key)) continue;
    if (!STRUCTURE.has(key)) return null;
    if (key === 'properties') {
      const properties: JsonSchema = {};
      for (const [name, property] of Object.entries(value as JsonSchema)) {
        const inner = plainSchema(property as JsonSchema);
        if (!inner) return null;
        properties[name] = inner;
      }
      plain[key] = properties;
    } else if ((key === 'items' || key === 'additionalProperties') && typeof value === 'object') {
      const inner = plainSchema(value as JsonSchema);
      if (!inner) return null;
      plain[key] = inner;
    } else {
      plain[key] = value;
    }
  }
  return plain;
}

function fastSerializer(schema: RouteSchema['schema']) {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const plain = plainSchema(z.toJSONSchema(schema, { io: 'output', target: 'draft-07' }) as JsonSchema);
    return plain ? fastJson(plain) : null;
  } catch {
    // Transforms and other shapes JSON Schema cannot describe.
    return null;
  }
}

/**
 * Answers are built by the server from typed rows, so checking each one against its zod schema
 * again costs more than it catches: a schema that JSON Schema describes exactly is compiled with
 * fast-json-stringify, which also writes only the declared fields (about four times faster than
 * zod's encode and JSON.stringify on GET mlw/me). Other schemas keep zod's serializer. The OpenAPI
 * description still comes from the zod schemas.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<RouteSchema['schema']> = (routeSchema) =>
  fastSerializer(routeSchema.schema) ?? zodSerializerCompiler(routeSchema);
