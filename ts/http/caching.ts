// HTTP caching of answers. An answer depends only on its request and on the build that computed
// it, unless the request leaves a moment to default to "now" (which the code marks by calling
// nowMoment or todayUtc while the request is prepared: now-scope.ts). So a strong ETag is the hash of the
// build and the canonical request, known before anything is computed or charged: a client that
// already holds the answer (If-None-Match) gets a 304 with no body and pays nothing.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Context } from 'koa';
import { addonPath, engine } from '../addon.js';
import type { Endpoint } from './catalog.js';
import { setHeader } from './headers.js';

/** How long a client may reuse an answer without asking again, seconds (one day). */
export const MAX_AGE_S = 86_400;

const packageJson = new URL('../../package.json', import.meta.url);

let buildId: string | undefined;
/** The build an answer comes from: the package version, the addon binary and the ephemeris. */
function build(): string {
  buildId ??= createHash('sha256')
    .update(readFileSync(packageJson))
    .update(readFileSync(addonPath))
    .update(engine.ephemerisVersion())
    .digest('base64url');
  return buildId;
}

/**
 * The canonical request: path, parameters in sorted order, the Accept header where the media
 * type is negotiated, and the content coding the answer will be sent in (a strong tag names one
 * representation, and a gzip or Brotli body is another one).
 */
function canonical(ctx: Context, negotiated: string, coding: string): string {
  const query = Object.entries(ctx.query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([ctx.path, query, negotiated, coding]);
}

// Clients send a handful of distinct Accept-Encoding values: each is negotiated once, not on
// every request (the negotiation parses the header into weighted entries each time).
const codings = new Map<string, string>();
function coding(ctx: Context): string {
  const header = ctx.get('Accept-Encoding');
  let chosen = codings.get(header);
  if (chosen === undefined) {
    chosen = ctx.acceptsEncodings('br', 'gzip', 'identity') || 'identity';
    if (codings.size >= 256) codings.clear(); // arbitrary headers cannot grow it without bound
    codings.set(header, chosen);
  }
  return chosen;
}

/** Whether an If-None-Match header lists this entity tag (weak comparison, RFC 9110 13.1.2). */
export function matches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const opaque = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => opaque(t) === etag);
}

// The tags of recent requests by their text as sent (path, query string, the negotiated Accept,
// the coding): the same text always has the same canonical request, so a request seen again (a
// client asking for the same answer, an answer held in the cache) is not parsed, sorted and
// hashed again. Bounded: emptied when full, so arbitrary queries cannot grow it.
const TAGS_HELD = 10_000;
const tags = new Map<string, string>();

/** The strong entity tag of a request's answer: the build and the canonical request, hashed. */
export function entityTag(ctx: Context, endpoint: Endpoint): string {
  const negotiated = (endpoint.responseTypes?.length ?? 1) > 1 ? ctx.get('Accept') : '';
  const coded = coding(ctx);
  const sent = `${ctx.path}?${ctx.querystring}\n${negotiated}\n${coded}`;
  let tag = tags.get(sent);
  if (tag === undefined) {
    tag = `"${createHash('sha256').update(build()).update(canonical(ctx, negotiated, coded)).digest('base64url').slice(0, 27)}"`;
    if (tags.size >= TAGS_HELD) tags.clear();
    tags.set(sent, tag);
  }
  return tag;
}

/**
 * Sets the caching headers of an answer with this tag, and answers 304 (returning true) when the
 * client already holds it.
 */
export function conditional(ctx: Context, endpoint: Endpoint, etag: string): boolean {
  setHeader(ctx, 'ETag', etag);
  setHeader(ctx, 'Cache-Control', `private, max-age=${MAX_AGE_S}`);
  if ((endpoint.responseTypes?.length ?? 1) > 1) ctx.vary('Accept');
  const asked = ctx.get('If-None-Match');
  if (!asked || !matches(asked, etag)) return false;
  ctx.status = 304;
  ctx.body = null;
  return true;
}

/**
 * Sets the caching headers of an answer about to be computed, and answers 304 (returning true)
 * when the client already holds it. Answers that depend on "now" are `no-store`.
 */
export function notModified(ctx: Context, endpoint: Endpoint, usesNow: boolean, etag?: string): boolean {
  if (usesNow || endpoint.dependsOnNow) {
    setHeader(ctx, 'Cache-Control', 'no-store');
    return false;
  }
  return conditional(ctx, endpoint, etag ?? entityTag(ctx, endpoint));
}
