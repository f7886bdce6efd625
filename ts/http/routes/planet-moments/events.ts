// planet-moments group, next events: retrograde window (stations and shadow), sign ingress,
// combustion window. Every time is a root found by the engine's root finder (to 0.01 s).
import { z } from 'zod';
import { engine } from '../../../addon.js';
import { byEngine } from '../../answers.js';
import { defineEndpoint } from '../../catalog.js';
import { ayanamsa, choice, momentFields, node, resolveMoment } from '../../schemas.js';

const STATION_PLANETS = ['mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
const INGRESS_PLANETS = [
  'sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'rahu', 'ketu', 'uranus', 'neptune', 'pluto',
] as const;
const COMBUSTION_PLANETS = ['moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;

const planet = <T extends readonly [string, ...string[]]>(keys: T, example: string, note: string) =>
  choice(keys).meta({ description: `Planet, lower case${note}.`, example });

export const planetEventsEndpoints = [
  defineEndpoint({
    path: '/v1/planet-moments/retrograde-window',
    group: 'planet-moments',
    cost: 1,
    summary: 'Next retrograde station window of a planet',
    query: z.strictObject({
      ...momentFields,
      planet: planet(STATION_PLANETS, 'mercury', ' (planets that station)'),
      ayanamsa: ayanamsa.optional(),
    }),
    prepare: ({ query: q }) => ({ moment: resolveMoment(q), planet: q.planet, ayanamsa: q.ayanamsa }),
    ...byEngine('retrogradeWindow'),
  }),
  defineEndpoint({
    path: '/v1/planet-moments/ingress',
    group: 'planet-moments',
    cost: 1,
    summary: 'Next sign ingress of a planet',
    query: z.strictObject({
      ...momentFields,
      planet: planet(INGRESS_PLANETS, 'jupiter', ''),
      zodiac: choice(['sidereal', 'tropical'])
        .meta({ description: 'Zodiac of the signs: sidereal (default, with ayanamsa) or tropical.', example: 'sidereal' })
        .optional(),
      ayanamsa: ayanamsa.optional(),
      node: node.optional(),
    }),
    prepare: ({ query: q }) => ({
      moment: resolveMoment(q),
      planet: q.planet,
      zodiac: q.zodiac,
      ayanamsa: q.ayanamsa,
      node: q.node,
    }),
    ...byEngine('nextIngress'),
  }),
  defineEndpoint({
    path: '/v1/planet-moments/combustion-window',
    group: 'planet-moments',
    cost: 1,
    summary: 'Next combustion window of a planet',
    query: z.strictObject({
      ...momentFields,
      planet: planet(COMBUSTION_PLANETS, 'venus', ' (Moon 12°, Mars 17°, Mercury 14°/13° retrograde, Jupiter 11°, Venus 10°/8° retrograde, Saturn 15°)'),
    }),
    prepare: ({ query: q }) => ({ moment: resolveMoment(q), planet: q.planet }),
    ...byEngine('combustionWindow'),
  }),
];
