// western group, chart analysis: declinations, antiscia, harmonic, heliocentric, draconic and
// sidereal charts, aspect patterns, balance, dispositors, almuten, Uranian points, zodiacal
// releasing, local space. All math is in native/core/src/western/analysis; these entries validate the
// query and call the engine.
import { z } from 'zod';
import { byEngine } from '../../answers.js';
import { defineEndpoint } from '../../catalog.js';
import { ayanamsa, choice, momentFields, numberIn, place, placeFields, resolveMoment } from '../../schemas.js';
import { chartFields, chartOpts, momentOf, natal, natalFields, secondMoment } from './techniques.js';

/** An orb in degrees from 0 to `max`, with its default stated. */
const orb = (max: number, dflt: number, what: string) =>
  numberIn({
    pattern: /^\d+(\.\d+)?$/,
    message: 'must be a number of degrees',
    min: 0,
    max,
    rangeMessage: `must be from 0 to ${max}`,
    description: `Orb of ${what} in degrees (default ${dflt}, max ${max}).`,
    example: String(dflt),
  }).optional();

export const westernAnalysisEndpoints = [
  defineEndpoint({
    path: '/v1/western/natal/declinations',
    group: 'western',
    cost: 1,
    summary: 'Declinations, out-of-bounds planets, parallels and contraparallels',
    query: z.strictObject({ ...natalFields, orb: orb(3, 1, 'parallels and contraparallels') }),
    prepare: ({ query: q }) => ({ ...natal(q), orb: q.orb }),
    ...byEngine('westernNatalDeclinations'),
  }),
  defineEndpoint({
    path: '/v1/western/natal/antiscia',
    group: 'western',
    cost: 1,
    summary: 'Antiscia and contra-antiscia of every point, and the points they fall on',
    query: z.strictObject({ ...natalFields, orb: orb(3, 1, 'antiscia contacts') }),
    prepare: ({ query: q }) => ({ ...natal(q), orb: q.orb }),
    ...byEngine('westernNatalAntiscia'),
  }),
  defineEndpoint({
    path: '/v1/western/natal/harmonic',
    group: 'western',
    cost: 1,
    summary: 'Harmonic chart (n times every longitude) with its aspects',
    query: z.strictObject({
      ...chartFields,
      n: numberIn({
        pattern: /^\d{1,3}$/,
        integer: true,
        message: 'must be a whole number from 1 to 180',
        min: 1,
        max: 180,
        rangeMessage: 'must be from 1 to 180',
        description: 'Harmonic number, 1 to 180 (1 is the natal chart).',
        example: '5',
      }),
    }),
    prepare: ({ query: q }) => ({ ...natal(q), ...chartOpts(q), n: q.n }),
    ...byEngine('westernNatalHarmonic'),
  }),
  defineEndpoint({
    path: '/v1/western/natal/heliocentric',
    group: 'western',
    cost: 2,
    summary: 'Heliocentric chart: Earth and the planets seen from the Sun, with aspects',
    query: z.strictObject(chartFields),
    prepare: ({ query: q }) => ({ ...natal(q), ...chartOpts(q) }),
    ...byEngine('westernNatalHeliocentric'),
  }),
  defineEndpoint({
    path: '/v1/western/natal/draconic',
    group: 'western',
    cost: 2,
    summary: 'Draconic chart: 0 degrees Aries at the north node',
    query: z.strictObject({
      ...chartFields,
      node: choice(['true', 'mean']).meta({ description: 'North node that sets 0° Aries: true (default) or mean.', example: 'true' }).optional(),
    }),
    prepare: ({ query: q }) => ({ ...natal(q), ...chartOpts(q), node: q.node }),
    ...byEngine('westernNatalDraconic'),
  }),
  defineEndpoint({
    path: '/v1/western/natal/sidereal',
    group: 'western',
    cost: 2,
    summary: 'Natal chart in a sidereal zodiac (Fagan/Bradley by default)',
    query: z.strictObject({
      ...chartFields,
      ayanamsa: ayanamsa.meta({ description: 'Ayanamsa of the sidereal zodiac. Default fagan_bradley.', example: 'fagan_bradley' }).optional(),
    }),
    prepare: ({ query: q }) => ({ ...natal(q), ...chartOpts(q), ayanamsa: q.ayanamsa }),
    ...byEngine('westernNatalSidereal'),
  }),
  defineEndpoint({
    path: '/v1/western/natal/patterns',
    group: 'western',
    cost: 1,
    summary: 'Aspect patterns: grand trine, T-square, grand cross, yod, kite, mystic rectangle, stellium',
    query: z.strictObject(chartFields),
    prepare: ({ query: q }) => ({ ...natal(q), ...chartOpts(q) }),
    ...byEngine('westernNatalPatterns'),
  }),
  defineEndpoint({
    path: '/v1/western/natal/balance',
    group: 'western',
    cost: 1,
    summary: 'Elements, modalities, polarity, hemispheres and quadrants, with the weights used',
    query: z.strictObject(natalFields),
    prepare: ({ query: q }) => natal(q),
    ...byEngine('westernNatalBalance'),
  }),
  defineEndpoint({
    path: '/v1/western/natal/dispositors',
    group: 'western',
    cost: 1,
    summary: 'Dispositor chains (traditional and modern), final dispositor, mutual receptions',
    query: z.strictObject(natalFields),
    prepare: ({ query: q }) => natal(q),
    ...byEngine('westernNatalDispositors'),
  }),
  defineEndpoint({
    path: '/v1/western/natal/almuten',
    group: 'western',
    cost: 1,
    summary: 'Almuten figuris (Ibn Ezra) and the almuten of each house',
    query: z.strictObject(natalFields),
    prepare: ({ query: q }) => natal(q),
    ...byEngine('westernNatalAlmuten'),
  }),
  defineEndpoint({
    path: '/v1/western/natal/uranian',
    group: 'western',
    cost: 1,
    summary: 'Uranian points Cupido to Poseidon and 90 degree dial midpoint pictures',
    query: z.strictObject({ ...natalFields, orb: orb(3, 1, 'midpoint pictures on the 90° dial') }),
    prepare: ({ query: q }) => ({ ...natal(q), orb: q.orb }),
    ...byEngine('westernNatalUranian'),
  }),
  defineEndpoint({
    path: '/v1/western/time-lords/zodiacal-releasing',
    group: 'western',
    cost: 1,
    summary: 'Zodiacal releasing from Spirit or Fortune: levels 1 to 4, loosing of the bond, peaks',
    query: z.strictObject({
      ...natalFields,
      lot: choice(['spirit', 'fortune']).meta({ description: 'Lot to release from: spirit (default) or fortune.', example: 'spirit' }).optional(),
      year: choice(['360', '365.25']).meta({ description: "Days in a year: 360 (Valens, default) or 365.25.", example: '360' }).optional(),
      years: numberIn({
        pattern: /^\d{1,3}$/,
        integer: true,
        message: 'must be a whole number of years',
        min: 1,
        max: 120,
        rangeMessage: 'must be from 1 to 120',
        description: 'Years of life covered by levels 1 and 2 (default 100, max 120).',
        example: '100',
      }).optional(),
      ...momentOf('target_', 'Date whose periods at all four levels to return (optional)', { date: '2024-03-01', time: '12:00' }),
    }),
    prepare: ({ query: q }) => ({ ...natal(q), lot: q.lot, year: q.year, years: q.years, at: secondMoment(q, 'target_', '12:00') }),
    ...byEngine('westernZodiacalReleasing'),
  }),
  defineEndpoint({
    path: '/v1/western/astrocartography/local-space',
    group: 'western',
    cost: 2,
    summary: 'Local space: azimuth and altitude of each planet and its azimuth line from the birth place',
    query: z.strictObject({ ...momentFields, ...placeFields }),
    prepare: ({ query: q }) => ({ moment: resolveMoment(q), place: place(q) }),
    ...byEngine('westernLocalSpace'),
  }),
];
