// Time zones of places: the IANA zone at a point (the `@photostructure/tz-lookup` package, a
// compact grid of the zone boundaries, CC0), and the offset that zone has at a local date and time
// by the engine's own zone handling (the tz database compiled into the addon), so this answer and
// a chart asked with `timezone=` use the same offset.
import tzLookup from '@photostructure/tz-lookup';
import { createRequire } from 'node:module';
import { engine, EngineError, type ResolvedMoment } from '../addon.js';

/** The version of the boundary data, for the conventions of answers. */
export const ZONE_BOUNDARIES = `@photostructure/tz-lookup ${(createRequire(import.meta.url)('@photostructure/tz-lookup/package.json') as { version: string }).version}`;

/** The IANA zone at a point (over the open sea, the nautical `Etc/GMT±N` zone). */
export function zoneAt(lat: number, lon: number): string {
  return tzLookup(lat, lon);
}

/** One instant a local wall-clock time can stand for in a zone. */
export interface LocalReading {
  /** The offset in force, `+HH:MM`. */
  utc_offset: string;
  offset_minutes: number;
  /** Daylight saving time in force (the offset is above the year's standard offset). */
  dst: boolean;
  /** The instant, ISO 8601 in that offset. */
  iso: string;
  /** The same instant in UTC. */
  utc: string;
}

/** What a local date and time is in a zone: one reading, or two in a fold (clocks set back). */
export type LocalTimeInZone = { kind: 'unique'; reading: LocalReading } | { kind: 'fold'; readings: [LocalReading, LocalReading] };

/** Offset of `zone` at an instant (ms since 1970), minutes east of UTC, by the runtime's tz data. */
function offsetAtInstant(zone: string, ms: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(ms))
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** The runtime's long English name of the zone's time at an instant (`British Summer Time`, or `GMT+06:30`). */
function longName(zone: string, ms: number): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'long' }).formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')
      ?.value ?? ''
  );
}

/**
 * Whether daylight saving (summer, war) time is in force at an instant. The tz database marks it
 * but the engine's offsets do not carry the mark, so: a zone whose time has a name says so
 * (`... Daylight Time`, `... Summer Time`, or `... Standard Time`); a zone without a name for that
 * time (India's war time of 1942–45 is `GMT+06:30`) is on DST when its offset is above the
 * smallest it had in mid-January and mid-July of that year and the years either side.
 */
function isDst(zone: string, ms: number, offsetMinutes: number): boolean {
  const name = longName(zone, ms);
  if (/Daylight|Summer/.test(name)) return true;
  if (!/^GMT/.test(name)) return false;
  const year = new Date(ms).getUTCFullYear();
  const probes = [year - 1, year, year + 1].flatMap((y) => [Date.UTC(y, 0, 15, 12), Date.UTC(y, 6, 15, 12)]);
  return offsetMinutes > Math.min(...probes.map((t) => offsetAtInstant(zone, t)));
}

const formatOffset = (minutes: number) => {
  const a = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
};

/** What the engine resolved a local time to, as a reading. */
function readingOf(zone: string, moment: ResolvedMoment): LocalReading {
  const ms = Math.round((moment.jd_ut - 2_440_587.5) * 86_400_000);
  return {
    utc_offset: moment.utc_offset,
    offset_minutes: moment.offset_minutes,
    dst: isDst(zone, ms, moment.offset_minutes),
    iso: moment.iso,
    utc: new Date(ms).toISOString().replace('.000Z', 'Z'),
  };
}

/** The local date and time `hours` away, by the calendar (no zone involved). */
function shifted(date: string, time: string, hours: number): { date: string; time: string } {
  const t = new Date(`${date}T${time.length === 5 ? `${time}:00` : time}Z`).getTime() + hours * 3_600_000;
  const iso = new Date(t).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/**
 * Local `date` and `time` in `zone`: the one offset in force, or in a fold both readings (earlier
 * instant first). A time the clocks skip (a gap) is the engine's 400 naming `time`, as for
 * `timezone=` everywhere.
 */
export function localTimeInZone(zone: string, date: string, time: string): LocalTimeInZone {
  try {
    const m = engine.resolveMoment({ date, time, timezone: zone });
    return { kind: 'unique', reading: readingOf(zone, m) };
  } catch (e) {
    if (!(e instanceof EngineError && e.code === 'invalid_request' && /ambiguous/.test(e.message))) throw e;
  }
  // In a fold the offsets are the ones in force a few hours before and after (transitions are
  // never closer together than that).
  const before = shifted(date, time, -3);
  const after = shifted(date, time, 3);
  const early = engine.resolveMoment({ ...before, timezone: zone }).offset_minutes;
  const late = engine.resolveMoment({ ...after, timezone: zone }).offset_minutes;
  const at = (offset: number) => readingOf(zone, engine.resolveMoment({ date, time, tz: formatOffset(offset) }));
  return { kind: 'fold', readings: [at(early), at(late)] };
}
