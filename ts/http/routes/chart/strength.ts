// chart group, strength part: shadbala, bhava bala and the ashtakavarga tables of the birth chart
// (views of one engine call each).
import { z } from 'zod';
import { byEngine } from '../../answers.js';
import { defineEndpoint } from '../../catalog.js';
import { birthQuery, birthRequest, choice, momentFields, place, placeFields, resolveMoment, siderealFields, sunrise } from '../../schemas.js';
import { avPlanetParams } from '../ashtakavarga.js';

const school = choice(['bphs', 'raman']).meta({
  description:
    'Where BPHS and B.V. Raman (Graha and Bhava Balas) differ: bphs (default) scores saptavargaja great friend 20, friend 15, ' +
    'neutral 10, enemy 4, great enemy 2 and takes the Sun\'s ayana and the Moon\'s paksha bala again as their cheshta bala; ' +
    'raman scores 22.5, 15, 7.5, 3.75, 1.875 and gives the Sun and Moon no separate cheshta bala.',
  example: 'bphs',
});
const moolatrikona = choice(['degrees', 'sign']).meta({
  description:
    'Which part of the moolatrikona sign earns 45 virupas of saptavargaja in the rasi chart: degrees (default) the BPHS ' +
    'ranges (Sun Leo 0-20, Moon Taurus 3-30, Mars Aries 0-12, Mercury Virgo 15-20, Jupiter Sagittarius 0-10, Venus ' +
    'Libra 0-15, Saturn Aquarius 0-20), the rest of the sign counting as own sign; sign the whole sign (V.P. Jain).',
  example: 'degrees',
});
const cheshtaMeans = choice(['modern', 'raman-tables']).meta({
  description:
    "Mean longitudes of cheshta bala: modern (default) Meeus's mean elements with the true tropical longitude; " +
    "raman-tables the mean-motion tables of Raman's Graha and Bhava Balas (sidereal, epoch 1900) with the true " +
    'sidereal longitude, as Raman and V.P. Jain compute their examples.',
  example: 'modern',
});
const warVictor = choice(['latitude', 'strength']).meta({
  description:
    'Who wins a planetary war in yuddha bala: latitude (default) the planet further north, as /v1/chart/graha-yuddha ' +
    '(Surya Siddhanta); strength the one with the larger sthana + dig + kala bala (Raman). The amount is the same.',
  example: 'latitude',
});
const strengthQuery = z.strictObject({
  ...momentFields,
  ...placeFields,
  ...siderealFields,
  sunrise: sunrise.optional(),
  school: school.optional(),
  moolatrikona: moolatrikona.optional(),
  cheshta_means: cheshtaMeans.optional(),
  war_victor: warVictor.optional(),
});
type StrengthQuery = z.output<typeof strengthQuery>;
const strengthRequest = ({ query }: { query: StrengthQuery }) => ({
  moment: resolveMoment(query),
  place: place(query),
  ayanamsa: query.ayanamsa,
  node: query.node,
  sunrise: query.sunrise,
  school: query.school,
  moolatrikona: query.moolatrikona,
  cheshta_means: query.cheshta_means,
  war_victor: query.war_victor,
});

const COMPONENTS = [
  'sthana', 'dig', 'kala', 'cheshta', 'naisargika', 'drik',
  'uchcha', 'saptavargaja', 'ojayugma', 'kendradi', 'drekkana',
  'nathonnatha', 'paksha', 'tribhaga', 'abda', 'masa', 'vara', 'hora', 'ayana', 'yuddha',
] as const;

export const chartStrengthEndpoints = [
  defineEndpoint({
    path: '/v1/chart/shadbala',
    group: 'chart',
    cost: 3,
    summary: 'Six-fold strength of all planets',
    query: strengthQuery,
    prepare: strengthRequest,
    ...byEngine('shadbala'),
  }),
  defineEndpoint({
    path: '/v1/chart/shadbala/{component}',
    group: 'chart',
    cost: 1,
    summary: 'One Shadbala component (Sthana, Dig, Kala and others)',
    params: z.strictObject({
      component: choice(COMPONENTS)
        .meta({ description: 'One of the six balas or one of their sub-components, lower case.', example: 'kala' }),
    }),
    query: strengthQuery,
    prepare: ({ query, params }) => ({ ...strengthRequest({ query }), component: params.component }),
    ...byEngine('shadbalaComponent'),
  }),
  defineEndpoint({
    path: '/v1/chart/bhavabala',
    group: 'chart',
    cost: 3,
    summary: 'Strength of all 12 houses',
    query: strengthQuery,
    prepare: strengthRequest,
    ...byEngine('bhavabala'),
  }),
  defineEndpoint({
    path: '/v1/chart/ashtakvarga',
    group: 'chart',
    cost: 2,
    summary: 'Sarva plus 8 bhinna charts (Ashtakavarga result)',
    query: birthQuery,
    prepare: ({ query }) => birthRequest(query),
    ...byEngine('ashtakavarga'),
  }),
  defineEndpoint({
    path: '/v1/chart/ashtakvarga/{planet}',
    group: 'chart',
    cost: 1,
    summary: 'Bhinna chart of one planet',
    params: avPlanetParams,
    query: birthQuery,
    prepare: ({ query, params }) => ({ ...birthRequest(query), planet: params.planet }),
    ...byEngine('ashtakavargaBhinna'),
  }),
];
