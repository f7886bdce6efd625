// chart group: views of one sidereal chart computation.
import { z } from 'zod';
import { engine, type Graha, type VedicChart } from '../../../addon.js';
import { defineEndpoint } from '../../catalog.js';
import { momentFields, place, placeFields, resolveMoment, siderealFields } from '../../schemas.js';

const birthQuery = z.strictObject({ ...momentFields, ...placeFields, ...siderealFields });
type BirthQuery = z.output<typeof birthQuery>;

/** The engine request for a birth chart, validated and resolved before any credit is spent. */
export const chartRequest = ({ query }: { query: BirthQuery }) => ({
  moment: resolveMoment(query),
  place: place(query),
  ayanamsa: query.ayanamsa,
  node: query.node,
});

const GRAHA_KEYS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const;

const pick = (c: VedicChart, name: string): Graha => {
  const g = c.planets.find((p) => p.name.toLowerCase() === name);
  if (!g) throw new Error(`engine returned no ${name}`);
  return g;
};

/** A chart endpoint that answers a view of the one chart computation. */
const chartView = (path: string, summary: string, view: (c: VedicChart) => object) =>
  defineEndpoint({
    path,
    group: 'chart',
    cost: 1,
    summary,
    query: birthQuery,
    prepare: chartRequest,
    compute: (req) => {
      const c = engine.vedicChart(req);
      return { ...view(c), moment: c.moment, conventions: c.conventions };
    },
  });

export const chartEndpoints = [
  chartView('/v1/chart/planets', 'All 9 planets with longitude, sign, nakshatra, pada and house', (c) => ({
    ascendant: c.ascendant,
    planets: c.planets,
  })),
  defineEndpoint({
    path: '/v1/chart/planet/{name}',
    group: 'chart',
    cost: 1,
    summary: 'Detail of a single planet',
    params: z.strictObject({
      name: z.enum(GRAHA_KEYS).meta({ description: 'Graha, lower case.', example: 'jupiter' }),
    }),
    query: birthQuery,
    prepare: ({ query, params }) => ({ chart: chartRequest({ query }), name: params.name }),
    compute: ({ chart, name }) => {
      const c = engine.vedicChart(chart);
      return { moment: c.moment, planet: pick(c, name), conventions: c.conventions };
    },
  }),
  chartView('/v1/chart/ascendant', 'Ascendant sign and degree', (c) => ({ ascendant: c.ascendant })),
  chartView('/v1/chart/houses', 'Whole-sign houses (Houses result)', (c) => ({
    system: 'whole-sign',
    ascendant_sign: c.ascendant.sign,
    houses: c.houses,
  })),
  chartView('/v1/chart/nakshatra', 'Moon nakshatra and pada', (c) => {
    const moon = pick(c, 'moon');
    return {
      nakshatra: moon.nakshatra,
      nakshatra_index: moon.nakshatra_index,
      pada: moon.pada,
      lord: moon.nakshatra_lord,
      fraction_traversed: moon.fraction_traversed,
      moon_longitude: moon.longitude,
      moon_sign: moon.sign,
    };
  }),
  chartView('/v1/chart/house-occupants', 'Which planets occupy which houses', (c) => ({
    system: 'whole-sign',
    ascendant_sign: c.ascendant.sign,
    houses: c.houses.map((h) => ({
      ...h,
      occupants: c.planets.filter((p) => p.house === h.number).map((p) => p.name),
    })),
  })),
];
