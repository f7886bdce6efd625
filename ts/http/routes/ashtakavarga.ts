// ashtakavarga group: the natal bindu tables (views of one engine call) and transits weighed by them.
import { z } from 'zod';
import type { Moment } from '../../addon.js';
import { byEngine } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import { ApiError } from '../errors.js';
import {
  birthQuery,
  birthRequest,
  choice,
  date,
  momentFields,
  nowMoment,
  placeFields,
  resolveMoment,
  siderealFields,
  time,
} from '../schemas.js';


export const AV_PLANETS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;
export const avPlanetParams = z.strictObject({
  planet: choice(AV_PLANETS)
    .meta({ description: 'Planet with an ashtakavarga, lower case (Rahu and Ketu have none).', example: 'jupiter' }),
});
const transitQuery = z.strictObject({
  ...momentFields,
  ...placeFields,
  ...siderealFields,
  transit_date: date
    .optional()
    .meta({
      description: 'Local date of the transit moment, in the same tz/timezone as the birth. Default: now.',
      example: '2025-01-01',
    }),
  transit_time: time
    .optional()
    .meta({ description: 'Local time of the transit moment (with transit_date). Default: now.', example: '12:00' }),
});
type TransitQuery = z.output<typeof transitQuery>;

const transitRequest = ({ query: q }: { query: TransitQuery }) => {
  const given = q.transit_date !== undefined || q.transit_time !== undefined;
  if (given && (q.transit_date === undefined || q.transit_time === undefined)) {
    throw new ApiError('invalid_request', 'Invalid request: give both transit_date and transit_time, or neither for now', {
      details: [
        { param: q.transit_date === undefined ? 'transit_date' : 'transit_time', message: 'is required with the other' },
      ],
    });
  }
  let transit: Moment = nowMoment(q);
  if (given) {
    try {
      transit = resolveMoment({ date: q.transit_date!, time: q.transit_time!, tz: q.tz, timezone: q.timezone });
    } catch (e) {
      if (e instanceof ApiError && e.extra.details) {
        throw new ApiError('invalid_request', e.message, {
          details: e.extra.details.map((d) => ({
            param: d.param === 'date' || d.param === 'time' ? `transit_${d.param}` : d.param,
            message: d.message,
          })),
        });
      }
      throw e;
    }
  }
  return { ...birthRequest(q), transit };
};

export const ashtakavargaEndpoints = [
  defineEndpoint({
    path: '/v1/ashtakavarga/sarva',
    group: 'ashtakavarga',
    cost: 2,
    summary: 'Total bindus per rashi',
    query: birthQuery,
    prepare: ({ query }) => birthRequest(query),
    ...byEngine('ashtakavargaSarva'),
  }),
  defineEndpoint({
    path: '/v1/ashtakavarga/bhinna/{planet}',
    group: 'ashtakavarga',
    cost: 2,
    summary: 'Bhinna chart of one planet',
    params: avPlanetParams,
    query: birthQuery,
    prepare: ({ query, params }) => ({ ...birthRequest(query), planet: params.planet }),
    ...byEngine('ashtakavargaBhinna'),
  }),
  defineEndpoint({
    path: '/v1/ashtakavarga/kaksha',
    group: 'ashtakavarga',
    cost: 3,
    summary: 'Kaksha bindu strengths for transit planets',
    query: transitQuery,
    prepare: transitRequest,
    ...byEngine('ashtakavargaKakshas'),
  }),
  defineEndpoint({
    path: '/v1/ashtakavarga/transit-score',
    group: 'ashtakavarga',
    cost: 2,
    summary: 'Ashtakavarga-weighted transit score',
    query: transitQuery,
    prepare: transitRequest,
    ...byEngine('ashtakavargaTransit'),
  }),
];
