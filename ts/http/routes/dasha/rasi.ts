// Rasi (sign) dashas of the Jaimini school (issue 12): two catalog entries per system (the
// listing and the running periods), built from RASI_DASHAS by one helper. One addon call per
// answer (`dasha_rasi`, with the system as a field); the rules live in
// native/core/src/vedic/dasha/rasi.
import { engine } from '../../../addon.js';
import { engineAnswer } from '../../answers.js';
import { defineEndpoint } from '../../catalog.js';
import { choice } from '../../schemas.js';
import { currentQuery, currentRequest, listQuery, listRequest } from './periods.js';

const SIDEREAL_NOTE = 'Sidereal longitudes with the Lahiri ayanamsa unless `ayanamsa` says otherwise; Rahu by the mean node unless `node=true`.';
const YEAR_NOTE = 'Years of 365.25 days unless `year=sidereal`.';

/** The rasi dashas served: path name, display name, variants (default first) and rules in words. */
export const RASI_DASHAS: { slug: string; name: string; variants: readonly [string, ...string[]]; rules: string }[] = [
  {
    slug: 'chara',
    name: 'Chara',
    variants: ['rao', 'iranganti'],
    rules:
      'signs from the lagna, forward when the 9th from it is odd-footed, backward otherwise; each sign for the signs counted to its lord (forward from an odd-footed sign, backward from an even-footed one) less one, 12 with the lord in the sign, a year more for an exalted lord and less for a debilitated one; a second cycle of 12 years less the first. `variant=rao` (default, K.N. Rao and Sanjay Rath): the stronger co-lord of Scorpio and Aquarius, antardashas from the next sign in the sign\'s own direction, the dasha sign last. `variant=iranganti` (Iranganti Rangacharya): Mars and Saturn as the lords of Scorpio and Aquarius, antardashas in padakrama from the dasha sign',
  },
];

const variantField = (variants: readonly [string, ...string[]]) =>
  choice(variants).meta({ description: `Reading of the system: ${variants.join(', ')} (default ${variants[0]}).`, example: variants[0] });

/** The two catalog entries (listing and running periods) of each rasi dasha. */
function rasiEndpoints() {
  return RASI_DASHAS.flatMap(({ slug, name, variants }) => [
    defineEndpoint({
      path: `/v1/dasha/${slug}`,
      group: 'dasha',
      cost: 2,
      window: 'the whole schedule from birth; at 4 levels from/to span at most 20 years, at 5 at most 2 years',
      summary: `${name} dasha (signs), five-level drill-down, with its starting rule`,
      query: listQuery(5, 3, ' At 4 levels give from (and to) spanning at most 20 years, at 5 at most 2 years.').extend({
        variant: variantField(variants).optional(),
      }),
      prepare: ({ query: q }) => ({ ...listRequest(q, slug, 5, true), variant: q.variant }),
      compute: (req) => engine.call('dashaRasi', req),
      answer: engineAnswer('dashaRasi', slug),
    }),
    defineEndpoint({
      path: `/v1/dasha/${slug}/current`,
      group: 'dasha',
      cost: 1,
      summary: `Current ${name} dasha signs, five levels`,
      query: currentQuery.extend({ variant: variantField(variants).optional() }),
      prepare: ({ query: q }) => ({ ...currentRequest(q, `${slug}-current`), variant: q.variant }),
      compute: (req) => engine.call('dashaRasi', req),
      answer: engineAnswer('dashaRasi', `${slug}-current`),
    }),
  ]);
}

export const rasiDashaEndpoints = rasiEndpoints();

/** The descriptions (docs and OpenAPI) of the rasi dasha paths. */
export function rasiDashaDescriptions(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { slug, name, rules } of RASI_DASHAS) {
    out[`/v1/dasha/${slug}`] = `${name} dasha, a Jaimini sign dasha: ${rules}. Each period gives its sign, the lord read for it, and start and end to the second, to \`levels\` deep (1 to 5, default 3; every sub-period a twelfth of its parent); the answer states the first sign, the direction and the rules used. ${YEAR_NOTE} ${SIDEREAL_NOTE}`;
    out[`/v1/dasha/${slug}/current`] = `The ${name} dasha signs running at \`at\` (default now) at all five levels, each with its lord, start and end, and the starting rule and variant used. ${YEAR_NOTE} ${SIDEREAL_NOTE}`;
  }
  return out;
}
