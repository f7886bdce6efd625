// kp group: Krishnamurti Paddhati read from one KP chart (Krishnamurti ayanamsa, Placidus cusps
// by default): lords, cusps, significators, ruling planets, horary by number, cuspal interlinks.
import { z } from 'zod';
import type { EngineFunction } from '../../addon.js';
import { byEngine } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import {
  ayanamsa,
  houseSystem,
  momentFields,
  node,
  place,
  placeFields,
  resolveMoment,
  sunrise,
  wholeNumberIn,
} from '../schemas.js';

const kpFields = {
  ...momentFields,
  ...placeFields,
  ayanamsa: ayanamsa
    .optional()
    .meta({ description: 'Ayanamsa for the KP positions. Default krishnamurti.', example: 'krishnamurti' }),
  node: node.optional(),
  house_system: houseSystem
    .optional()
    .meta({ description: 'House system of the cusps. Default placidus (KP\'s own).', example: 'placidus' }),
};
const kpQuery = z.strictObject(kpFields);
const timedQuery = z.strictObject({ ...kpFields, sunrise: sunrise.optional() });
const horaryQuery = z.strictObject({
  ...kpFields,
  sunrise: sunrise.optional(),
  number: wholeNumberIn(1, 249, 'The horary number the querent gave, 1 to 249 (a row of the KP sub table).', '108'),
});

type KpQuery = z.output<typeof timedQuery>;
const kpRequest = (query: KpQuery) => ({
  moment: resolveMoment(query),
  place: place(query),
  ayanamsa: query.ayanamsa,
  node: query.node,
  house_system: query.house_system,
  sunrise: query.sunrise,
});

const chartEntry = <F extends EngineFunction>(path: string, summary: string, fn: F) =>
  defineEndpoint({
    path,
    group: 'kp',
    cost: 1,
    summary,
    query: kpQuery,
    prepare: ({ query }) => kpRequest(query),
    ...byEngine(fn),
  });

export const kpEndpoints = [
  chartEntry('/v1/kp/planets', 'KP planets: sign, star, sub and sub-sub lords, house and houses signified at four levels', 'kpPlanets'),
  chartEntry('/v1/kp/cusps', 'KP cusps: the twelve cusps with sign, star, sub and sub-sub lords', 'kpCusps'),
  chartEntry('/v1/kp/significators', 'KP significators: A/B/C/D significators of each house and the reverse table per planet', 'kpSignificators'),
  defineEndpoint({
    path: '/v1/kp/ruling-planets',
    group: 'kp',
    cost: 1,
    summary: 'KP ruling planets of a moment and place: day lord, ascendant and Moon sign, star and sub lords, nodes',
    query: timedQuery,
    prepare: ({ query }) => kpRequest(query),
    ...byEngine('kpRulingPlanets'),
  }),
  defineEndpoint({
    path: '/v1/kp/horary',
    group: 'kp',
    cost: 2,
    summary: 'KP horary chart of a number 1 to 249: ascendant at the number\'s sub, cusps, significators, ruling planets',
    query: horaryQuery,
    prepare: ({ query }) => ({ ...kpRequest(query), number: query.number }),
    ...byEngine('kpHorary'),
  }),
  chartEntry('/v1/kp/cuspal-interlinks', 'KP cuspal interlinks: each cusp\'s sub lord and the houses it signifies', 'kpCuspalInterlinks'),
];
