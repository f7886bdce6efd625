// chart group: views of one sidereal chart computation.
import { z } from 'zod';
import { engine } from '../../../addon.js';
import { engineAnswer } from '../../answers.js';
import { defineEndpoint } from '../../catalog.js';
import { birthQuery, birthRequest, choice, type BirthQuery } from '../../schemas.js';

/** The engine request for a birth chart, validated and resolved before any credit is spent. */
export const chartRequest = ({ query }: { query: BirthQuery }) => birthRequest(query);

const GRAHA_KEYS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const;

/** A chart endpoint that answers one view of the chart (the views are the engine's, `chart_view.rs`). */
const chartView = (path: string, summary: string, view: string) =>
  defineEndpoint({
    path,
    group: 'chart',
    cost: 1,
    summary,
    query: birthQuery,
    prepare: (input) => ({ ...chartRequest(input), view }),
    compute: (req) => engine.rawAsync('chartViewAsync', req),
    answer: engineAnswer('chartView', view),
  });

export const chartEndpoints = [
  chartView('/v1/chart/planets', 'All 9 planets with longitude, sign, nakshatra, pada and house', 'planets'),
  defineEndpoint({
    path: '/v1/chart/planet/{name}',
    group: 'chart',
    cost: 1,
    summary: 'Detail of a single planet',
    params: z.strictObject({
      name: choice(GRAHA_KEYS).meta({ description: 'Graha, lower case.', example: 'jupiter' }),
    }),
    query: birthQuery,
    prepare: ({ query, params }) => ({ ...chartRequest({ query }), name: params.name }),
    compute: (req) => engine.raw('chartPlanet', req),
    answer: engineAnswer('chartPlanet'),
  }),
  chartView('/v1/chart/ascendant', 'Ascendant sign and degree', 'ascendant'),
  chartView('/v1/chart/houses', 'Whole-sign houses (Houses result)', 'houses'),
  chartView('/v1/chart/nakshatra', 'Moon nakshatra and pada', 'nakshatra'),
  chartView('/v1/chart/house-occupants', 'Which planets occupy which houses', 'house-occupants'),
];
