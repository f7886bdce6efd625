// chart group, tools part: bhava chalit, gandanta/pushkara/mrityu degrees, badhaka and maraka,
// ishta and kashta phala. Each is one engine call on the birth chart (vedic::tools).
import { z } from 'zod';
import { byEngine } from '../../answers.js';
import { defineEndpoint } from '../../catalog.js';
import {
  birthQuery, calendarDate, choice, localMidnight, momentFields, placeFields, siderealFields, sunrise, wholeNumberIn,
} from '../../schemas.js';
import { at, resolveAt } from '../transit/gochara.js';
import { chartRequest } from './views.js';

const chalitQuery = z.strictObject({
  ...momentFields,
  ...placeFields,
  ...siderealFields,
  method: choice(['sripati', 'equal', 'placidus'])
    .optional()
    .meta({
      description:
        'How the bhavas are divided: sripati (default; madhya 1 = ascendant, 10 = MC, each quadrant trisected, a ' +
        'bhava starting midway between two madhyas), equal (30° bhavas with the ascendant degree as the 1st madhya) ' +
        'or placidus (the Placidus cusps as bhava starts, as KP).',
      example: 'sripati',
    }),
});

const sudarshanaQuery = z.strictObject({
  ...momentFields,
  ...placeFields,
  ...siderealFields,
  year: wholeNumberIn(1, 120, 'Year of life, 1 to 120 (1 = from birth to the first birthday).', '36'),
  year_length: choice(['julian', 'sidereal'])
    .optional()
    .meta({ description: 'Length of the dasha year: julian (365.25 days, default) or sidereal (365.256363 days).', example: 'julian' }),
});

const panchaPakshiQuery = z.strictObject({
  ...momentFields,
  ...placeFields,
  ...siderealFields,
  day: calendarDate('The day whose yamas are wanted, YYYY-MM-DD, at the birth place and in its offset; the birth day when absent.', '2026-11-26').optional(),
  sunrise: sunrise.optional(),
});

const avasthasQuery = z.strictObject({
  ...momentFields,
  ...placeFields,
  ...siderealFields,
  name_number: wholeNumberIn(
    1,
    5,
    'Number (1 to 5) of the first letter of the native’s name in the letter table of BPHS ch. 45 (see docs/chart-tools.md); ' +
      'with it each shayanadi state also carries its sub-state (drishti, cheshta or vicheshta).',
    '3',
  ).optional(),
});

const sarvatobhadraQuery = z.strictObject({ ...momentFields, ...placeFields, ...siderealFields, at: at.optional() });

/** The Vedic day of a date: a moment at its local noon (after that date's sunrise). */
const noonOf = (day: string, q: { tz?: string; timezone?: string }) => {
  const midnight = localMidnight(day, 'day', q);
  return { ...midnight, jd_ut: midnight.jd_ut + 0.5 };
};

type Engine =
  | 'chartBhavaChalit'
  | 'chartSensitiveDegrees'
  | 'chartBadhakaMaraka'
  | 'chartIshtaKashta'
  | 'chartLongevity';

/** A chart tool: the birth query (no options), one engine call. */
const chartTool = (path: string, summary: string, fn: Engine, cost = 1) =>
  defineEndpoint({
    path,
    group: 'chart',
    cost,
    summary,
    query: birthQuery,
    prepare: (input) => ({ ...chartRequest(input), method: undefined }),
    ...byEngine(fn),
  });

export const chartToolEndpoints = [
  defineEndpoint({
    path: '/v1/chart/bhava-chalit',
    group: 'chart',
    cost: 1,
    summary: 'Bhava chalit: Sripati bhavas (or equal, Placidus), each planet’s bhava and which planets change house',
    query: chalitQuery,
    prepare: ({ query }) => ({ ...chartRequest({ query }), method: query.method }),
    ...byEngine('chartBhavaChalit'),
  }),
  chartTool(
    '/v1/chart/gandanta-pushkara',
    'Gandanta, pushkara navamsa and bhaga, mrityu bhaga and vargottama of the ascendant and each planet',
    'chartSensitiveDegrees',
  ),
  chartTool(
    '/v1/chart/badhaka-maraka',
    'Badhaka house and lord, maraka houses and planets, the 64th navamsa and 22nd drekkana lords',
    'chartBadhakaMaraka',
  ),
  defineEndpoint({
    path: '/v1/chart/sudarshana-chakra',
    group: 'chart',
    cost: 1,
    summary: 'Sudarshana chakra: the chart from the lagna, Moon and Sun, and the sudarshana dasha of one year of life',
    query: sudarshanaQuery,
    prepare: ({ query }) => ({ ...chartRequest({ query }), year: query.year, year_length: query.year_length }),
    ...byEngine('chartSudarshanaChakra'),
  }),
  chartTool('/v1/chart/ishta-kashta', 'Ishta and kashta phala of each planet (from uchcha and cheshta bala)', 'chartIshtaKashta', 3),
  defineEndpoint({
    path: '/v1/chart/avasthas',
    group: 'chart',
    cost: 1,
    summary:
      'Avasthas of each planet: baladi, jagradadi, deeptadi, lajjitadi and shayanadi states, each with the rule that produced it',
    query: avasthasQuery,
    prepare: ({ query }) => ({ ...chartRequest({ query }), name_number: query.name_number }),
    ...byEngine('chartAvasthas'),
  }),
  chartTool(
    '/v1/chart/longevity',
    'Longevity estimates of BPHS: pindayu, nisargayu and amsayu with their reductions, and which of them applies',
    'chartLongevity',
  ),
  defineEndpoint({
    path: '/v1/chart/pancha-pakshi',
    group: 'chart',
    cost: 1,
    summary: 'Pancha pakshi: the bird of the birth star and paksha, and its activity in the five yamas of a day and night',
    query: panchaPakshiQuery,
    prepare: ({ query }) => ({
      ...chartRequest({ query }),
      day: query.day === undefined ? undefined : noonOf(query.day, query),
      sunrise: query.sunrise,
    }),
    ...byEngine('chartPanchaPakshi'),
  }),
  defineEndpoint({
    path: '/v1/chart/sarvatobhadra-chakra',
    group: 'chart',
    cost: 1,
    summary: 'Sarvatobhadra chakra: the 9x9 grid with natal and transit planets on their nakshatras, and the transit vedhas',
    query: sarvatobhadraQuery,
    prepare: ({ query }) => ({ ...chartRequest({ query }), at: resolveAt(query.at, query) }),
    ...byEngine('chartSarvatobhadra'),
  }),
];
