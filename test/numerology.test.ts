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

const bad: [string, string, string, number][] = [
  ['a name with no letters', `/v1/numerology/destiny?${enc({ name: ' - . ' })}`, 'name', 400],
  ['a name with digits', `/v1/numerology/soul?${enc({ name: 'R2D2' })}`, 'name', 400],
  ['an empty name', '/v1/numerology/personality?name=', 'name', 400],
  ['an impossible date', '/v1/numerology/driver?date=2023-02-29', 'date', 400],
  ['a malformed date', '/v1/numerology/conductor?date=29-02-2024', 'date', 400],
  ['an unknown system', `/v1/numerology/destiny?${enc({ name: 'Ann', system: 'kabbalah' })}`, 'system', 400],
  ['a missing name in full', '/v1/numerology/full?date=1990-01-01', 'name', 400],
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
