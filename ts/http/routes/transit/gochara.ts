// transit group (Vedic gochara against a birth chart): sade sati, small panoti, tarabala, vedha,
// double transit. Input: the standard birth query (date, time, tz | timezone, lat, lon, ayanamsa,
// node) plus the transit moment `at` (ISO 8601 date-time with offset, default now); the lifetime
// lists take an optional `from`/`to` window (local dates in the birth's offset). Every time in an
// answer is in the offset of `at` (UTC when `at` is absent).
import { z } from 'zod';
import type { Moment } from '../../../addon.js';
import { engine } from '../../../addon.js';
import { engineAnswer } from '../../answers.js';
import { defineEndpoint } from '../../catalog.js';
import { ApiError, invalidRequest } from '../../errors.js';
import {
  calendarDate,
  inRequestOffset,
  momentFields,
  nowMoment,
  place,
  placeFields,
  resolveMoment,
  siderealFields,
} from '../../schemas.js';

/** ISO 8601 date-time with a UTC offset, e.g. 2025-01-15T10:00:00+05:30. */
export const at = z
  .string()
  .transform((s) => s.replace(' ', '+'))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/, 'must be an ISO 8601 date-time with offset, e.g. 2025-01-15T10:00:00+05:30'))
  .meta({ description: 'Transit moment, ISO 8601 with UTC offset (URL-encode the +). Default: now (UTC).', example: '2025-01-15T10:00:00+05:30' });

/** Resolves `at` (or now) before any credit is spent; errors name `at`. */
/**
 * `at` (default now) as an instant in the request's offset (`q.tz` or `q.timezone`): answers
 * speak the request's offset whatever offset `at` was written in.
 */
export function resolveAt(value: string | undefined, q: { tz?: string; timezone?: string } = {}): Moment {
  if (value === undefined) return nowMoment(q);
  return inRequestOffset(resolveAtInstant(value).jd_ut, q);
}

function resolveAtInstant(value: string): Moment {
  const [date, rest] = value.split('T');
  const m = /^(\d{2}:\d{2}(?::\d{2})?)(Z|[+-]\d{2}:\d{2})$/.exec(rest!)!;
  try {
    return resolveMoment({ date: date!, time: m[1]!, tz: m[2] === 'Z' ? '+00:00' : m[2] });
  } catch (e) {
    if (e instanceof ApiError && e.extra.details) {
      throw invalidRequest(e.extra.details.map((d) => ({ param: 'at', message: `${d.param} ${d.message}` })));
    }
    throw e;
  }
}

const localDate = (example: string, text: string) => calendarDate(text, example);

const birthQuery = { ...momentFields, ...placeFields, ...siderealFields, at: at.optional() };
const windowFields = {
  from: localDate('1990-07-15', 'Start of the window, local date (birth offset). Default: the birth.').optional(),
  to: localDate('2060-01-01', 'End of the window, local date (birth offset). Default: birth + 100 years; at most 150 years.').optional(),
};

type Q = { date: string; time: string; tz?: string; timezone?: string; lat: number; lon: number; ayanamsa?: string; node?: 'mean' | 'true'; at?: string; from?: string; to?: string };

function windowEdge(q: Q, param: 'from' | 'to'): number | undefined {
  const d = q[param];
  if (d === undefined) return undefined;
  try {
    return resolveMoment({ date: d, time: '00:00', tz: q.tz, timezone: q.timezone }).jd_ut;
  } catch (e) {
    if (e instanceof ApiError && e.extra.details) {
      throw invalidRequest(e.extra.details.map((x) => ({ param, message: x.message })));
    }
    throw e;
  }
}

function request(q: Q, view: string) {
  const moment = resolveMoment(q);
  const from = windowEdge(q, 'from');
  const to = windowEdge(q, 'to');
  if (from !== undefined && to !== undefined && to <= from) throw invalidRequest([{ param: 'to', message: 'must be after from' }]);
  if (from !== undefined && to !== undefined && to - from > 150 * 365.25) {
    throw invalidRequest([{ param: 'to', message: 'the window may span at most 150 years' }]);
  }
  return { moment, place: place(q), ayanamsa: q.ayanamsa, node: q.node, at: resolveAt(q.at, q), from, to, view };
}

const endpoint = (path: string, view: string, cost: number, summary: string, withWindow: boolean) =>
  defineEndpoint({
    path,
    group: 'transit',
    heavy: withWindow,
    window: withWindow ? 'the window from to to spans at most 150 years (default: birth to birth + 100 years)' : undefined,
    cost,
    summary,
    query: z.strictObject(withWindow ? { ...birthQuery, ...windowFields } : birthQuery),
    prepare: ({ query }) => request(query as Q, view),
    // The windowed views scan up to 150 years (100-250 ms): on the libuv pool, off the event loop.
    compute: (req) => (withWindow ? engine.callAsync('vedicTransitAsync', req) : engine.call('vedicTransit', req)),
    answer: engineAnswer('vedicTransit', view),
  });

export const transitVedicEndpoints = [
  endpoint('/v1/transit/sade-sati', 'sade-sati', 1, "Saturn's 7.5-year phase relative to the natal Moon", true),
  endpoint('/v1/transit/small-panoti', 'small-panoti', 1, 'Current Small Panoti (Dhaiya) status: Saturn in the 4th or 8th from the Moon', false),
  endpoint('/v1/transit/small-panoti/history', 'small-panoti/history', 2, 'All Small Panoti windows in a date range', true),
  endpoint('/v1/transit/tarabala', 'tarabala', 1, 'Tarabala score for a transit', false),
  endpoint('/v1/transit/vedha', 'vedha', 1, 'Vedha (obstruction) analysis for a transit', false),
  endpoint('/v1/transit/double-transit', 'double-transit', 1, 'Double-transit (Saturn and Jupiter) significator pairs', false),
  endpoint('/v1/transit/ashtakavarga', 'ashtakavarga', 2, 'Birth-chart Ashtakavarga overlaid with current transits', false),
];
