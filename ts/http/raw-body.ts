// A non-JSON answer (an SVG image, a PDF): the metered-call middleware sets the response's
// content type from `contentType` and sends `body` as is.
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
