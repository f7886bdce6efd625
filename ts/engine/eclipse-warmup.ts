// Eclipse years computed ahead, after `serve` starts listening. Swiss Ephemeris's global eclipse
// searches cost about 12 ms a year (solar) and 4 ms (lunar), so the first 50-year list of a range
// takes over half a second of CPU; the engine keeps every year it has described for the life of
// the process (native/core/src/eclipses/cache.rs). Describing the years people ask about most
// (ECLIPSE_WARMUP_YEARS either side of today, default 50: about 1.6 s of CPU on one libuv pool
// thread, one call at a time) makes those lists answer in milliseconds from the first request.
// Answers are the same either way.
import { engine, type Moment } from '../addon.js';

const JD_UNIX_EPOCH = 2_440_587.5;
const YEAR_DAYS = 365.25;
/** The engine lists at most 50 years per call (the endpoints' own bound). */
const CHUNK_YEARS = 50;

const jdNow = (): number => Date.now() / 86_400_000 + JD_UNIX_EPOCH;

/** Describe the eclipses of [now - before years, now + after years] in the engine's yearly store. */
export async function warmEclipseYears(before: number, after: number): Promise<void> {
  const start = jdNow() - before * YEAR_DAYS;
  const end = jdNow() + after * YEAR_DAYS;
  for (let from = start; from < end; from += CHUNK_YEARS * YEAR_DAYS) {
    const to = Math.min(end, from + CHUNK_YEARS * YEAR_DAYS);
    const range = { from: { jd_ut: from, offset_minutes: 0 } as Moment, to: { jd_ut: to, offset_minutes: 0 } as Moment };
    await engine.callAsync('solarEclipsesAsync', range);
    await engine.callAsync('lunarEclipsesAsync', range);
  }
}
