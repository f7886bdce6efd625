// varshaphal group (beyond the API contract's tables): the Tajika annual chart of one year of life.
import { z } from 'zod';
import { engine } from '../../addon.js';
import { byEngine } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import { invalidRequest } from '../errors.js';
import { lat, lon, momentFields, numberIn, place, placeFields, placeParam, resolveMoment, siderealFields } from '../schemas.js';

/** Birth fields plus which year (age or calendar year) and where it begins; shared with the report. */
export const varshaphalFields = {
  ...momentFields,
  ...placeFields,
  ...siderealFields,
  age: numberIn({
    pattern: /^\d{1,3}$/,
    integer: true,
    message: 'must be a whole number of completed years',
    min: 0,
    max: 120,
    rangeMessage: 'must be from 0 to 120',
    description:
      'Completed years of life (0 to 120): the year from the age-th solar return. Give this or year (with both they must agree).',
    example: '34',
  }).optional(),
  year: numberIn({
    pattern: /^\d{4}$/,
    integer: true,
    message: 'must be a four-digit calendar year',
    min: 1800,
    max: 2400,
    rangeMessage: 'must be from 1800 to 2400',
    description: 'Calendar year of the solar return (age = year - birth year). Give this or age.',
    example: '2024',
  }).optional(),
  annual_lat: lat.meta({ description: 'Latitude where the year begins (default: birth place).', example: '28.6139' }).optional(),
  annual_lon: lon.meta({ description: 'Longitude where the year begins (default: birth place).', example: '77.2090' }).optional(),
  annual_place: placeParam('annual_', { tz: undefined, timezone: undefined, datetime: undefined }),
};

const fieldsSchema = z.strictObject(varshaphalFields);

/** The engine request for a year, with every check made before any credit is spent. */
export function varshaphalRequest(q: z.output<typeof fieldsSchema>) {
  if (q.age === undefined && q.year === undefined) {
    throw invalidRequest([{ param: 'age', message: 'is required (completed years), or give year' }]);
  }
  // The calendar year of the birth is the local date's year (as in the engine).
  const birth = resolveMoment(q);
  const birthYear = new Date((birth.jd_ut - 2_440_587.5) * 86_400_000 + birth.offset_minutes * 60_000).getUTCFullYear();
  if (q.year !== undefined && q.age !== undefined && q.year - birthYear !== q.age) {
    throw invalidRequest([{ param: 'year', message: 'disagrees with age (age = year - birth year)' }]);
  }
  if (q.year !== undefined && (q.year - birthYear < 0 || q.year - birthYear > 120)) {
    throw invalidRequest([{ param: 'year', message: 'the year of life must be from 0 to 120 years after birth' }]);
  }
  if ((q.annual_lat === undefined) !== (q.annual_lon === undefined)) {
    throw invalidRequest([{ param: q.annual_lat === undefined ? 'annual_lat' : 'annual_lon', message: 'is required with the other' }]);
  }
  return {
    moment: resolveMoment(q),
    place: place(q),
    ayanamsa: q.ayanamsa,
    node: q.node,
    age: q.age,
    year: q.year,
    annual_place: q.annual_lat === undefined ? undefined : { lat: q.annual_lat, lon: q.annual_lon! },
  };
}

export const varshaphalEndpoints = [
  defineEndpoint({
    path: '/v1/varshaphal/chart',
    group: 'varshaphal',
    cost: 2,
    summary:
      'Tajika annual chart: sidereal solar return, muntha, year lord, 36 sahams, Tajika aspects and yogas, mudda dasha',
    query: fieldsSchema,
    prepare: ({ query }) => varshaphalRequest(query),
    ...byEngine('varshaphal'),
  }),
];
