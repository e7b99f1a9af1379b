import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';

/**
 * Serializers compiled once per process, by response schema: what Fastify
 * does for each route of each app (fast-json-stringify, as its default
 * compiler), kept for the next app. A serializer is a pure function of its
 * schema, and compiling the document's response schemas was most of the CPU
 * of building an app: once in production, hundreds of times in a test process.
 */
const compiled = new Map<string, (data: unknown) => string>();

export function programmeApiSerializerCompiler(): FastifySerializerCompiler<unknown> {
  return ({ schema }) => {
    const key = JSON.stringify(schema);
    let serialize = compiled.get(key);
    if (serialize === undefined) {
      serialize = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]) as (data: unknown) => string;
      compiled.set(key, serialize);
    }
    return serialize;
  };
}
