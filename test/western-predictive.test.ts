// Western predictive endpoints over HTTP: progressions, solar arc, primary directions, returns,
// transit calendar, Davison, house overlays and score, parans and horary. Every path answers with
// its conventions, bad input is a 400 naming the parameter, progressed positions match pyswisseph (western_predictive.json, made by
// tools/gen_western_predictive.py), and the calendar's exact passes agree with another endpoint
// (transit/aspects at that second shows the aspect with an orb of almost 0).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { arcsec, fixture, startServer } from './helpers.js';

const ref = fixture('western_predictive.json');

/** A Julian day (UT) as a UTC date and time to the second, and the rounding in days. */
function utc(jd: number): { date: string; time: string; dt: number } {
  const ms = (jd - 2440587.5) * 86_400_000;
  const rounded = Math.round(ms / 1000) * 1000;
  const iso = new Date(rounded).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19), dt: (rounded - ms) / 86_400_000 };
}

function birthQuery(c: any): Record<string, string> {
  const b = utc(c.input.jd);
  return { date: b.date, time: b.time, tz: '+00:00', lat: String(c.input.lat), lon: String(c.input.lon) };
}

const BIRTH = { date: '1990-07-15', time: '14:30', tz: '+05:30', lat: '28.6139', lon: '77.2090' };
const TWO = {
  p1_date: '1990-07-15', p1_time: '14:30', p1_tz: '+05:30', p1_lat: '28.6', p1_lon: '77.2',
  p2_date: '1992-03-08', p2_time: '06:10', p2_tz: '+05:30', p2_lat: '19.07', p2_lon: '72.87',
};

test('every predictive path answers with conventions; bad input is a 400 naming the parameter', async () => {
  const s = await startServer();
  const key = await s.key(100_000);
  try {
    const paths: [string, Record<string, string>][] = [
      ['progressions/secondary', { target_date: '2024-03-01' }],
      ['progressions/tertiary', { target_date: '2024-03-01', angles: 'solar-arc' }],
      ['progressions/minor', { target_date: '2024-03-01', angles: 'daily', from: '2024-01-01', to: '2030-12-31' }],
      ['directions/solar-arc', { target_date: '2024-03-01', aspects: 'major' }],
      ['returns/lunar', { date_date: '2024-03-01', return_lat: '51.5', return_lon: '-0.12' }],
      ['returns/planetary', { date_date: '2024-03-01', planet: 'saturn' }],
      ['returns/list', { kind: 'lunar', from: '2024-01-01', to: '2024-12-31' }],
      ['transit/calendar', { from: '2024-01-01', to: '2024-12-31' }],
      ['directions/primary', { from: '2020-01-01', to: '2040-12-31' }],
      ['directions/primary', { from: '2020-01-01', to: '2030-12-31', key: 'ptolemy', converse: 'true' }],
      ['astrocartography/parans', {}],
      ['horary', { house: '10' }],
      ['horary', { house_system: 'placidus' }],
    ];
    for (const [p, extra] of paths) {
      const res = await s.get(`/v1/western/${p}?${new URLSearchParams({ ...BIRTH, ...extra })}`, key);
      assert.is(res.status, 200, `${p}: ${JSON.stringify(res.body).slice(0, 300)}`);
      assert.ok(res.body.conventions || res.body.definition, p);
    }
    for (const p of ['relationship/davison', 'synastry/house-overlays', 'synastry/score']) {
      const res = await s.get(`/v1/western/${p}?${new URLSearchParams(TWO)}`, key);
      assert.is(res.status, 200, `${p}: ${JSON.stringify(res.body).slice(0, 300)}`);
      assert.ok(res.body.conventions, p);
    }
    const bad: [string, Record<string, string>, string][] = [
      ['progressions/secondary', {}, 'target_date'],
      ['progressions/secondary', { target_date: '2024-03-01', angles: 'placidus' }, 'angles'],
      ['progressions/secondary', { target_date: '2024-03-01', from: '2024-01-01', to: '2200-01-01' }, 'to'],
      ['directions/solar-arc', { target_date: '2024-03-01', from: '2025-01-01', to: '2024-01-01' }, 'to'],
      ['returns/planetary', { planet: 'sun' }, 'planet'],
      ['returns/lunar', { return_lat: '51.5' }, 'return_lon'],
      ['returns/list', { kind: 'lunar', from: '2000-01-01', to: '2024-12-31' }, 'to'],
      ['returns/list', { kind: 'weekly', from: '2024-01-01', to: '2024-12-31' }, 'kind'],
      ['transit/calendar', { from: '2024-01-01', to: '2025-06-01' }, 'to'],
      ['directions/solar-arc', { target_date: '1980-01-01' }, 'target_date'],
      ['returns/planetary', { planet: 'pluto', date_date: '2390-01-01' }, 'date_date'],
      ['transit/calendar', { from: '2024-01-01', to: '2024-02-01', planets: 'sun,vulcan' }, 'planets'],
      ['directions/primary', { from: '2000-01-01', to: '2120-12-31' }, 'to'],
      ['directions/primary', { from: '1980-01-01', to: '2000-12-31' }, 'from'],
      ['directions/primary', { from: '2000-01-01', to: '2010-12-31', key: 'placidus' }, 'key'],
      ['directions/primary', { from: '2000-01-01', to: '2010-12-31', converse: 'yes' }, 'converse'],
      ['directions/primary', { to: '2010-12-31' }, 'from'],
      ['astrocartography/parans', { lat: '91' }, 'lat'],
      ['horary', { house: '13' }, 'house'],
      ['horary', { house_system: 'gauquelin' }, 'house_system'],
    ];
    for (const [p, extra, param] of bad) {
      const res = await s.get(`/v1/western/${p}?${new URLSearchParams({ ...BIRTH, ...extra })}`, key);
      assert.is(res.status, 400, `${p} ${JSON.stringify(extra)}: ${JSON.stringify(res.body).slice(0, 200)}`);
      assert.ok(JSON.stringify(res.body.error.details).includes(param), `${p}: ${JSON.stringify(res.body)}`);
    }
  } finally {
    await s.close();
  }
});

test('secondary, tertiary and minor progressed positions and Naibod angles match pyswisseph', async () => {
  const s = await startServer();
  const key = await s.key(100_000);
  try {
    for (const c of ref.cases.slice(0, 5)) {
      const t = utc(c.input.target);
      for (const kind of ['secondary', 'tertiary', 'minor']) {
        const q = { ...birthQuery(c), target_date: t.date, target_time: t.time, target_tz: '+00:00' };
        const res = await s.get(`/v1/western/progressions/${kind}?${new URLSearchParams(q)}`, key);
        assert.is(res.status, 200, JSON.stringify(res.body).slice(0, 300));
        const e = c.progressions[kind];
        // The fixture's births and targets are whole UT seconds, sent exactly.
        for (const p of res.body.planets) {
          if (e.planets[p.key] !== undefined) assert.ok(arcsec(p.longitude, e.planets[p.key]) < 1, `${kind} ${p.key}`);
        }
        assert.ok(arcsec(res.body.mc.longitude, e.naibod.mc) < 1, `${kind} MC`);
        assert.ok(arcsec(res.body.ascendant.longitude, e.naibod.asc) < 1, `${kind} ascendant`);
        assert.is(res.body.kind, kind);
      }
    }
  } finally {
    await s.close();
  }
});

test('transit calendar: events are ordered within themselves; each exact pass is an orb-0 aspect in transit/aspects', async () => {
  const s = await startServer();
  const key = await s.key(100_000);
  try {
    const res = await s.get(`/v1/western/transit/calendar?${new URLSearchParams({ ...BIRTH, from: '2024-01-01', to: '2024-12-31' })}`, key);
    assert.is(res.status, 200, JSON.stringify(res.body).slice(0, 300));
    const events = res.body.events as any[];
    assert.ok(events.length > 50, `${events.length} events`);
    for (const e of events) {
      const times = [e.enters?.jd_ut, ...e.exact.map((x: any) => x.at.jd_ut), e.leaves?.jd_ut].filter((x) => x !== undefined);
      for (let i = 1; i < times.length; i++) assert.ok(times[i] > times[i - 1], JSON.stringify(e));
    }
    // Cross-check a sample of exact passes with the one-moment endpoint.
    const exacts = events.filter((e) => e.exact.length > 0 && !['Ascendant', 'MC'].includes(e.natal));
    for (const e of exacts.filter((_, i) => i % Math.ceil(exacts.length / 12) === 0)) {
      const at = utc(e.exact[0].at.jd_ut);
      const q = { ...BIRTH, tz: '+05:30', transit_date: at.date, transit_time: at.time, transit_tz: '+00:00' };
      const r = await s.get(`/v1/western/transit/aspects?${new URLSearchParams(q)}`, key);
      assert.is(r.status, 200);
      const a = r.body.aspects.find((x: any) => x.p1 === e.transit && x.p2 === e.natal && x.aspect === e.aspect);
      assert.ok(a, `${e.transit} ${e.aspect} ${e.natal} at ${at.date} ${at.time}`);
      // Rounded to the second: Mercury moves at most 0.1″ per second.
      assert.ok(a.orb * 3600 < 0.5, `orb ${a.orb * 3600}″`);
    }
  } finally {
    await s.close();
  }
});

test('returns list: consecutive lunar returns ~27.3 days apart; score is the sum of its contributions', async () => {
  const s = await startServer();
  const key = await s.key(100_000);
  try {
    const res = await s.get(`/v1/western/returns/list?${new URLSearchParams({ ...BIRTH, kind: 'lunar', from: '2024-01-01', to: '2024-12-31' })}`, key);
    assert.is(res.status, 200);
    const r = res.body.returns as any[];
    assert.ok(r.length === 13 || r.length === 14, `${r.length} lunar returns in 2024`);
    for (let i = 1; i < r.length; i++) {
      const gap = r[i].at.jd_ut - r[i - 1].at.jd_ut;
      assert.ok(gap > 26.5 && gap < 28.5, `gap ${gap}`);
    }
    const sc = await s.get(`/v1/western/synastry/score?${new URLSearchParams(TWO)}`, key);
    const sum = sc.body.contributions.reduce((acc: number, x: any) => acc + x.points, 0);
    assert.ok(Math.abs(sum - sc.body.score) < 1e-8); // a sum of figures of 9 decimals
  } finally {
    await s.close();
  }
});

test.run();
