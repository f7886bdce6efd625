// An answer sent as it is: an SVG image, a PDF, or the engine's JSON (as text, or as the UTF-8
// bytes a pool computation gives): the metered-call middleware sets the response's content type
// from `contentType` and sends `body` unchanged.
export interface RawBody {
  contentType: string;
  body: string | Buffer;
  /** Extra response headers, e.g. a PDF's Content-Disposition. */
  headers?: Record<string, string>;
}

/** The engine's `{content_type, body}` image answer as a raw body. */
export const svgAnswer = (answer: { content_type: string; body: string }): RawBody => ({
  contentType: answer.content_type,
  body: answer.body,
});

/**
 * The JSON text of an answer sent as it is (text, or UTF-8 bytes), for those who add to it (the
 * places used, localized names, a batch's items); undefined when it is not a JSON answer.
 */
export function jsonText(answer: { contentType?: unknown; body?: unknown }): string | undefined {
  if (typeof answer.contentType !== 'string' || !answer.contentType.startsWith('application/json')) return undefined;
  if (typeof answer.body === 'string') return answer.body;
  return Buffer.isBuffer(answer.body) ? answer.body.toString() : undefined;
}
