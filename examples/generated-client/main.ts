// A program written against the client generated from the API's own OpenAPI document:
//   npx openapi-typescript http://localhost:3000/v1/meta/openapi.json -o api.d.ts
// Every answer is typed (a misspelt field does not compile); numbers are sent as numbers.
// Run: ASTROLOGY_API_URL=http://localhost:3000 ASTROLOGY_API_KEY=ak_live_... npx tsx main.ts
import createClient from 'openapi-fetch';
import type { paths } from './api.js';

const client = createClient<paths>({
  baseUrl: process.env.ASTROLOGY_API_URL ?? 'http://localhost:3000',
  headers: { Authorization: `Bearer ${process.env.ASTROLOGY_API_KEY}` },
});

const birth = { date: '1990-07-15', time: '14:30', tz: '+05:30', lat: 28.6139, lon: 77.209 };
const partner = { girl_date: '1992-03-02', girl_time: '06:10', girl_tz: '+05:30', girl_lat: 19.076, girl_lon: 72.8777 };

const chart = await client.GET('/v1/chart/planets', { params: { query: birth } });
const tithi = await client.GET('/v1/panchang/tithi', { params: { query: birth } });
const dasha = await client.GET('/v1/dasha/vimshottari/current', { params: { query: { ...birth, at: '2026-01-01T12:00:00+05:30' } } });
const western = await client.GET('/v1/western/natal/chart', { params: { query: { ...birth, house_system: 'koch' } } });
const match = await client.GET('/v1/milan/ashtakoota', {
  params: { query: { boy_date: birth.date, boy_time: birth.time, boy_tz: birth.tz, boy_lat: birth.lat, boy_lon: birth.lon, ...partner } },
});

for (const r of [chart, tithi, dasha, western, match]) if (r.error) throw new Error(r.error.error.message);

console.log(
  JSON.stringify({
    sun_nakshatra: chart.data!.planets[0]!.nakshatra,
    tithi: tithi.data!.current.name,
    mahadasha: dasha.data!.periods[0]!.lord,
    ascendant_sign: western.data!.ascendant.sign,
    guna_milan: match.data!.total,
  }),
);
