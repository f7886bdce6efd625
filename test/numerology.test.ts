// Numerology over HTTP: published worked examples (cited in native/core/tests/numerology_examples.rs,
// repeated here end to end), the five numbers of /full equal the single endpoints, costs, and
// bad names or dates as a 400 naming the parameter with nothing charged.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer, type TestServer } from './helpers.js';

const t = suite<{ s: TestServer; key: string }>('numerology');
t.before(async (ctx) => {
  ctx.s = await startServer();
  ctx.key = await ctx.s.key(10_000);
});
t.after(async (ctx) => ctx.s.close());

const enc = (p: Record<string, string>) => new URLSearchParams(p).toString();

t('conductor: published life-path examples, master numbers kept', async ({ s, key }) => {
  // lifepathcalculator.vercel.app: 1985-06-04 → 33; chi-nese.com: 1976-12-21 → 29 → 11,
  // 1968-08-05 → 37 → 10 → 1; shvoong.com: 1956-12-10 → 25 → 7.
  const cases: [string, number[]][] = [
    ['1985-06-04', [33]],
    ['1976-12-21', [29, 11]],
    ['1968-08-05', [37, 10, 1]],
    ['1956-12-10', [25, 7]],
  ];
  for (const [date, chain] of cases) {
    const res = await s.get(`/v1/numerology/conductor?date=${date}`, key);
    assert.is(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.conductor.reduction, chain, date);
    assert.is(res.body.conductor.number, chain.at(-1));
    assert.is(res.body.conductor.master, [11, 22, 33].includes(chain.at(-1)!));
    assert.is(res.headers.get('x-credits-charged'), '1');
  }
});

t('driver: day 29 stops at the master number 11 (desiutils.in), day 15 gives 6', async ({ s, key }) => {
  const a = await s.get('/v1/numerology/driver?date=1990-03-29', key);
  assert.equal(a.body.driver.reduction, [29, 11]);
  assert.is(a.body.driver.planet, 'Moon');
  assert.type(a.body.driver.meaning.text, 'string');
  assert.ok(a.body.driver.meaning.text.length > 100);
  const b = await s.get('/v1/numerology/driver?date=1990-03-15', key);
  assert.is(b.body.driver.number, 6);
});

t('name numbers: ANNA TORRES (numerologia.io) destiny 44 → 8, soul 13 → 4; Chaldean JAMES 14 → 5 (numrolab.com)', async ({ s, key }) => {
  const d = await s.get(`/v1/numerology/destiny?${enc({ name: 'Anna Torres' })}`, key);
  assert.is(d.status, 200, JSON.stringify(d.body));
  assert.equal(d.body.destiny.reduction, [44, 8]);
  assert.is(d.body.conventions.letter_system, 'pythagorean');
  assert.equal(d.body.destiny.words.map((w: any) => w.word), ['ANNA', 'TORRES']);
  const soul = await s.get(`/v1/numerology/soul?${enc({ name: 'Anna Torres' })}`, key);
  assert.equal(soul.body.soul.reduction, [13, 4]);
  const j = await s.get(`/v1/numerology/destiny?${enc({ name: 'James', system: 'chaldean' })}`, key);
  assert.equal(j.body.destiny.reduction, [14, 5]);
  assert.is(j.body.conventions.letter_system, 'chaldean');
  assert.match(j.body.conventions.letter_values, /Chaldean/);
});

t('Y: vowel in "Alice Woody" soul 34 → 7 (themindsjournal.com); y_as_vowel=false drops it', async ({ s, key }) => {
  const auto = await s.get(`/v1/numerology/soul?${enc({ name: 'Alice Woody' })}`, key);
  assert.equal(auto.body.soul.reduction, [34, 7]);
  const off = await s.get(`/v1/numerology/soul?${enc({ name: 'Alice Woody', y_as_vowel: 'false' })}`, key);
  assert.is(off.body.soul.compound, 34 - 7);
  const p = await s.get(`/v1/numerology/personality?${enc({ name: 'Alice Woody' })}`, key);
  const all = await s.get(`/v1/numerology/destiny?${enc({ name: 'Alice Woody' })}`, key);
  assert.is(p.body.personality.compound + auto.body.soul.compound, all.body.destiny.compound);
});

t('full: the five numbers equal the single endpoints and cost 2', async ({ s, key }) => {
  const p = { date: '1976-12-21', name: 'José Saldaña' };
  const full = await s.get(`/v1/numerology/full?${enc(p)}`, key);
  assert.is(full.status, 200, JSON.stringify(full.body));
  assert.is(full.headers.get('x-credits-charged'), '2');
  assert.is(full.body.name_normalized, 'JOSE SALDANA');
  for (const n of ['driver', 'conductor']) {
    const one = await s.get(`/v1/numerology/${n}?${enc({ date: p.date })}`, key);
    assert.equal(full.body[n], one.body[n], n);
  }
  for (const n of ['soul', 'personality', 'destiny']) {
    const one = await s.get(`/v1/numerology/${n}?${enc({ name: p.name })}`, key);
    assert.equal(full.body[n], one.body[n], n);
  }
});

t('lo-shu-grid: 9 December 1973 misses 4, 6, 8 and repeats 1, 9 (jcchaudhry.com); conductor added, driver not', async ({ s, key }) => {
  const res = await s.get('/v1/numerology/lo-shu-grid?date=1973-12-09', key);
  assert.is(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.missing_numbers, [4, 6, 8]);
  assert.equal(res.body.repeated_numbers, [1, 9]);
  assert.equal([res.body.conductor.number, res.body.conductor.added], [5, true]);
  assert.equal([res.body.driver.number, res.body.driver.added], [9, false]);
  assert.equal(res.body.grid.map((r: any[]) => r.map((c) => c.number)), [[4, 9, 2], [3, 5, 7], [8, 1, 6]]);
  assert.is(res.body.planes.length, 8);
  assert.is(res.headers.get('x-credits-charged'), '1');
});

t('personal-cycles: Decoz May 15, 1949 pinnacles 11, 11, 22, 1; findyourfate personal year 5, month 3, day 2', async ({ s, key }) => {
  const a = await s.get('/v1/numerology/personal-cycles?date=1949-05-15&at=1992-07-17', key);
  assert.is(a.status, 200, JSON.stringify(a.body));
  assert.equal(a.body.pinnacles.map((p: any) => p.number), [11, 11, 22, 1]);
  assert.equal([a.body.personal_year.number, a.body.personal_month.number, a.body.personal_day.number], [5, 3, 2]);
  assert.equal(a.body.pinnacles.map((p: any) => p.to_age), [29, 38, 47, null]);
  assert.is(a.body.age, 43);
  assert.ok(a.body.pinnacles[2].current);
  const today = await s.get('/v1/numerology/personal-cycles?date=1949-05-15', key);
  assert.is(today.body.at, new Date().toISOString().slice(0, 10));
});

t('name-correction: every suggestion reaches the target by /destiny itself; first letters kept', async ({ s, key }) => {
  const res = await s.get(`/v1/numerology/name-correction?${enc({ name: 'Rajesh Kumar', target: '5', system: 'chaldean', limit: '8' })}`, key);
  assert.is(res.status, 200, JSON.stringify(res.body));
  assert.is(res.headers.get('x-credits-charged'), '2');
  assert.ok(res.body.suggestions.length > 0 && res.body.suggestions.length <= 8);
  for (const sug of res.body.suggestions) {
    const d = await s.get(`/v1/numerology/destiny?${enc({ name: sug.spelling, system: 'chaldean' })}`, key);
    assert.is(d.body.destiny.number, 5, sug.spelling);
    assert.is(d.body.destiny.compound, sug.compound);
    assert.equal(sug.spelling.split(' ').map((w: string) => w[0]), ['R', 'K']);
  }
});

t('compatibility: lovetoknow.com example, life paths 4 and 1 challenging; the score is the weighted sum', async ({ s, key }) => {
  const q = { p1_name: 'Anna Torres', p1_date: '2000-01-01', p2_name: 'Ada Lovelace', p2_date: '2001-03-13' };
  const res = await s.get(`/v1/numerology/compatibility?${enc(q)}`, key);
  assert.is(res.status, 200, JSON.stringify(res.body));
  const lp = res.body.pairs.find((p: any) => p.key === 'life_path');
  assert.equal([lp.p1, lp.p2, lp.level], [4, 1, 'challenging']);
  const sum = res.body.pairs.reduce((t: number, p: any) => t + (p.points * p.weight) / 100, 0);
  assert.is(res.body.score, sum);
  assert.is(res.headers.get('x-credits-charged'), '1');
});

const bad: [string, string, string, number][] = [
  ['a name with no letters', `/v1/numerology/destiny?${enc({ name: ' - . ' })}`, 'name', 400],
  ['a name with digits', `/v1/numerology/soul?${enc({ name: 'R2D2' })}`, 'name', 400],
  ['an empty name', '/v1/numerology/personality?name=', 'name', 400],
  ['an impossible date', '/v1/numerology/driver?date=2023-02-29', 'date', 400],
  ['a malformed date', '/v1/numerology/conductor?date=29-02-2024', 'date', 400],
  ['an unknown system', `/v1/numerology/destiny?${enc({ name: 'Ann', system: 'kabbalah' })}`, 'system', 400],
  ['a missing name in full', '/v1/numerology/full?date=1990-01-01', 'name', 400],
  ['an impossible date in lo-shu-grid', '/v1/numerology/lo-shu-grid?date=1990-13-01', 'date', 400],
  ['`at` before birth', '/v1/numerology/personal-cycles?date=2000-01-02&at=2000-01-01', 'at', 400],
  ['a target that is no reduced number', `/v1/numerology/name-correction?${enc({ name: 'Ann', target: '10' })}`, 'target', 400],
  ['max_edits 3', `/v1/numerology/name-correction?${enc({ name: 'Ann', target: '5', max_edits: '3' })}`, 'max_edits', 400],
  ['a bad second date in compatibility', `/v1/numerology/compatibility?${enc({ p1_name: 'Ann', p1_date: '2000-01-01', p2_name: 'Bo', p2_date: '2001-02-29' })}`, 'p2_date', 400],
  ['a malformed `at`', '/v1/numerology/personal-cycles?date=2000-01-02&at=2001-02-30', 'at', 400],
];
for (const [what, path, param, status] of bad) {
  t(`${status} for ${what}, naming ${param}, charging nothing`, async ({ s, key }) => {
    const res = await s.get(path, key);
    assert.is(res.status, status, JSON.stringify(res.body));
    assert.ok(res.body.error.details.some((d: any) => d.param === param), JSON.stringify(res.body.error));
    assert.is(res.headers.get('x-credits-charged'), null);
  });
}

t('422 for a name in another script, charging nothing', async ({ s, key }) => {
  const res = await s.get(`/v1/numerology/destiny?${enc({ name: 'Анна' })}`, key);
  assert.is(res.status, 422);
  assert.is(res.body.error.code, 'unsupported');
  assert.is(res.headers.get('x-credits-charged'), null);
});

t.run();
