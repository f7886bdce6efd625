// The answer schema of each endpoint, from the engine's own types (native/node/src/schemas.rs):
// an endpoint that returns an engine answer names the addon function (and selector) it calls,
// and its OpenAPI response, the typed clients and the MCP tools' output schemas follow from it.
import { engine, type EngineFunction, type EngineRequest, type JsonSchema } from '../addon.js';

/** The schema of what addon function `fn` answers (for `selector`, when its answer has one). */
export function engineAnswer(fn: EngineFunction, selector?: string): JsonSchema {
  const f = engine.schemas().functions[fn];
  if (!f) throw new Error(`the addon has no schema for ${fn}`);
  const schema = selector === undefined ? f.answer : f.answers?.[selector];
  if (!schema) throw new Error(`the addon has no answer schema for ${fn}${selector ? ` (${f.selector} ${selector})` : ''}`);
  return schema;
}

/** The shared answer definitions, as OpenAPI components. */
export const answerDefinitions = (): Record<string, JsonSchema> => engine.schemas().answer_definitions;

/**
 * An endpoint whose answer is the engine's answer unchanged: its computation and its answer
 * schema, from the one addon function name (and the selector value it asks for, when its
 * answer depends on one).
 */
export const byEngine = <F extends EngineFunction>(fn: F, selector?: string) => ({
  // The engine's JSON text goes out as it comes: it is already what JSON.stringify would write
  // (native/core/src/answer.rs), so parsing and stringifying it again would only cost time.
  compute: (request: EngineRequest<F>) => engine.raw(fn, request),
  answer: engineAnswer(fn, selector),
});

/** An SVG image answer (chart drawings). */
export const svgImage: JsonSchema = { type: 'string', description: 'An SVG document (image/svg+xml).' };
