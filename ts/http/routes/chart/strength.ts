// chart group, strength part: shadbala, bhava bala and the ashtakavarga tables of the birth chart
// (views of one engine call each).
import { z } from 'zod';
import { engine } from '../../../addon.js';
import { defineEndpoint } from '../../catalog.js';
import { momentFields, place, placeFields, resolveMoment, siderealFields, sunrise } from '../../schemas.js';
import { avPlanetParams, bhinnaView, birthQuery, birthRequest, computeAshtakavarga } from '../ashtakavarga.js';

const school = z.enum(['bphs', 'raman']).meta({
  description:
    'Where BPHS and B.V. Raman (Graha and Bhava Balas) differ: bphs (default) scores saptavargaja great friend 20, friend 15, ' +
    'neutral 10, enemy 4, great enemy 2 and takes the Sun\'s ayana and the Moon\'s paksha bala again as their cheshta bala; ' +
    'raman scores 22.5, 15, 7.5, 3.75, 1.875 and gives the Sun and Moon no separate cheshta bala.',
  example: 'bphs',
});
const moolatrikona = z.enum(['degrees', 'sign']).meta({
  description:
    'Which part of the moolatrikona sign earns 45 virupas of saptavargaja in the rasi chart: degrees (default) the BPHS ' +
    'ranges (Sun Leo 0-20, Moon Taurus 3-30, Mars Aries 0-12, Mercury Virgo 15-20, Jupiter Sagittarius 0-10, Venus ' +
    'Libra 0-15, Saturn Aquarius 0-20), the rest of the sign counting as own sign; sign the whole sign (V.P. Jain).',
  example: 'degrees',
});
const cheshtaMeans = z.enum(['modern', 'raman-tables']).meta({
  description:
    "Mean longitudes of cheshta bala: modern (default) Meeus's mean elements with the true tropical longitude; " +
    "raman-tables the mean-motion tables of Raman's Graha and Bhava Balas (sidereal, epoch 1900) with the true " +
    'sidereal longitude, as Raman and V.P. Jain compute their examples.',
  example: 'modern',
});
const warVictor = z.enum(['latitude', 'strength']).meta({
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

interface PlanetShadbala {
  planet: string;
  sthana: Record<string, number>;
  kala: Record<string, number>;
  [k: string]: unknown;
}
interface ShadbalaResult {
  moment: unknown;
  planets: PlanetShadbala[];
  time_lords: unknown;
  inputs: unknown;
  conventions: Record<string, unknown>;
}
const computeShadbala = (req: ReturnType<typeof strengthRequest>) => engine.call<ShadbalaResult>('shadbala', req);

const SIX = ['sthana', 'dig', 'kala', 'cheshta', 'naisargika', 'drik'] as const;
const STHANA_PARTS = ['uchcha', 'saptavargaja', 'ojayugma', 'kendradi', 'drekkana'] as const;
const KALA_PARTS = ['nathonnatha', 'paksha', 'tribhaga', 'abda', 'masa', 'vara', 'hora', 'ayana', 'yuddha'] as const;
const COMPONENTS = [...SIX, ...STHANA_PARTS, ...KALA_PARTS] as const;

/** One component for every planet, in virupas and rupas. */
const componentView = (r: ShadbalaResult, component: (typeof COMPONENTS)[number]) => {
  const value = (p: PlanetShadbala): number => {
    if ((STHANA_PARTS as readonly string[]).includes(component)) return p.sthana[component]!;
    if ((KALA_PARTS as readonly string[]).includes(component)) return p.kala[component]!;
    if (component === 'sthana') return p.sthana.total!;
    if (component === 'kala') return p.kala.total!;
    return p[component] as number;
  };
  const parent = (STHANA_PARTS as readonly string[]).includes(component)
    ? 'sthana'
    : (KALA_PARTS as readonly string[]).includes(component)
      ? 'kala'
      : null;
  return {
    component,
    part_of: parent,
    planets: r.planets.map((p) => ({
      planet: p.planet,
      virupas: value(p),
      rupas: value(p) / 60,
      ...(component === 'sthana' ? { parts: p.sthana } : component === 'kala' ? { parts: p.kala } : {}),
    })),
    time_lords: component === 'kala' || ['abda', 'masa', 'vara', 'hora'].includes(component) ? r.time_lords : undefined,
    moment: r.moment,
    conventions: r.conventions,
  };
};

const computeBhavabala = (req: ReturnType<typeof strengthRequest>) => engine.call<unknown>('bhavabala', req);

export const chartStrengthEndpoints = [
  defineEndpoint({
    path: '/v1/chart/shadbala',
    group: 'chart',
    cost: 3,
    summary: 'Six-fold strength of all planets',
    query: strengthQuery,
    prepare: strengthRequest,
    compute: (req) => computeShadbala(req),
  }),
  defineEndpoint({
    path: '/v1/chart/shadbala/{component}',
    group: 'chart',
    cost: 1,
    summary: 'One Shadbala component (Sthana, Dig, Kala and others)',
    params: z.strictObject({
      component: z
        .enum(COMPONENTS)
        .meta({ description: 'One of the six balas or one of their sub-components, lower case.', example: 'kala' }),
    }),
    query: strengthQuery,
    prepare: ({ query, params }) => ({ req: strengthRequest({ query }), component: params.component }),
    compute: ({ req, component }) => componentView(computeShadbala(req), component),
  }),
  defineEndpoint({
    path: '/v1/chart/bhavabala',
    group: 'chart',
    cost: 3,
    summary: 'Strength of all 12 houses',
    query: strengthQuery,
    prepare: strengthRequest,
    compute: (req) => computeBhavabala(req),
  }),
  defineEndpoint({
    path: '/v1/chart/ashtakvarga',
    group: 'chart',
    cost: 2,
    summary: 'Sarva plus 8 bhinna charts (Ashtakavarga result)',
    query: birthQuery,
    prepare: birthRequest,
    compute: (req) => computeAshtakavarga(req),
  }),
  defineEndpoint({
    path: '/v1/chart/ashtakvarga/{planet}',
    group: 'chart',
    cost: 1,
    summary: 'Bhinna chart of one planet',
    params: avPlanetParams,
    query: birthQuery,
    prepare: ({ query, params }) => ({ chart: birthRequest({ query }), planet: params.planet }),
    compute: ({ chart, planet }) => bhinnaView(computeAshtakavarga(chart), planet),
  }),
];
