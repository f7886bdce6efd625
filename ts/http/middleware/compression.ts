// Compression of answers (gzip or Brotli by Accept-Encoding) for JSON, SVG, the OpenAPI document
// and the docs assets, with koa-compress. Brotli at quality 4: most of its gain for a fraction
// of the CPU of its default 11, which would cost more than the computation of most answers.
import { constants } from 'node:zlib';
import compress from 'koa-compress';
import type { Middleware } from 'koa';

/** Answers below this many bytes are sent as they are (compressing them saves nothing). */
export const COMPRESS_THRESHOLD = 1024;

export function compression(): Middleware {
  return compress({
    threshold: COMPRESS_THRESHOLD,
    filter: (type) => /json|svg|javascript|css|html/.test(type),
    gzip: { level: 6 },
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    deflate: false,
  });
}
