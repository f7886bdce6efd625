// Rasi (sign) dashas of the Jaimini school (issue 12): two catalog entries per system (the
// listing and the running periods), built from RASI_DASHAS by one helper. One addon call per
// answer (`dasha_rasi`, with the system as a field); the rules live in
// native/core/src/vedic/dasha/rasi.
import { engine } from '../../../addon.js';
import { engineAnswer } from '../../answers.js';
import { defineEndpoint } from '../../catalog.js';
import { choice } from '../../schemas.js';
import { currentQuery, currentRequest, listQuery, listRequest } from './periods.js';
import { SIDEREAL_NOTE, YEAR_NOTE } from './notes.js';


/** The rasi dashas served: path name, display name, variants (default first) and rules in words. */
export const RASI_DASHAS: { slug: string; name: string; variants: readonly [string, ...string[]]; rules: string }[] = [
  {
    slug: 'chara',
    name: 'Chara',
    variants: ['rao', 'iranganti'],
    rules:
      'signs from the lagna, forward when the 9th from it is odd-footed, backward otherwise; each sign for the signs counted to its lord (forward from an odd-footed sign, backward from an even-footed one) less one, 12 with the lord in the sign, a year more for an exalted lord and less for a debilitated one; a second cycle of 12 years less the first. `variant=rao` (default, K.N. Rao and Sanjay Rath): the stronger co-lord of Scorpio and Aquarius, antardashas from the next sign in the sign\'s own direction, the dasha sign last. `variant=iranganti` (Iranganti Rangacharya): Mars and Saturn as the lords of Scorpio and Aquarius, antardashas in padakrama from the dasha sign',
  },
  {
    slug: 'narayana',
    name: 'Narayana',
    variants: ['pvr'],
    rules:
      'signs from the stronger of the lagna and the 7th (P.V.R. Narasimha Rao and Sanjay Rath), in the direction of its 9th sign: one by one from a movable sign, every 6th sign from a fixed sign, trine by trine from a dual sign (Saturn in the seed: one by one forward; Ketu there reverses); years counted to the lord as in chara dasha, a second cycle of 12 less the first; antardashas one by one from the stronger of the signs holding the lords of the dasha sign and of its 7th, as Jagannatha Hora',
  },
  {
    slug: 'shoola',
    name: 'Shoola',
    variants: ['pvr', 'niryana'],
    rules:
      '`variant=pvr` (default, P.V.R. Narasimha Rao): the longevity dasha, 9 years a sign, forward from the stronger of the lagna and the 7th; antardashas forward from the stronger of the sign and its 7th. `variant=niryana` (niryana shoola dasa): from the stronger of the 2nd and the 8th, forward from an odd sign and backward from an even one, movable signs 7 years, fixed 8, dual 9, then a second cycle of 12 less the first (as Jagannatha Hora); antardashas as in Narayana dasa',
  },
  {
    slug: 'trikona',
    name: 'Trikona',
    variants: ['jhora'],
    rules:
      'signs from the strongest of the lagna and its trines (5th, 9th), one by one, forward from an odd sign and backward from an even one (as Jagannatha Hora); years counted to the lord as in Narayana dasa, one cycle; antardashas one by one from the sign itself in its own direction',
  },
  {
    slug: 'drig',
    name: 'Drig',
    variants: ['pvr'],
    rules:
      'the 9th from the lagna and the three signs it aspects by rasi drishti (counted forward from an odd-footed sign, backward from an even-footed one), then the 10th and its aspected signs, then the 11th and its (P.V.R. Narasimha Rao, Jaimini Sutras 2.4); years counted to the lord as in Narayana dasa, a second cycle of 12 less the first; antardashas from the stronger of the sign and its 7th, one by one (movable), every 6th (fixed) or kendras-panapharas-apoklimas (dual), as Jagannatha Hora',
  },
  {
    slug: 'lagna-kendradi',
    name: 'Lagna kendradi rasi',
    variants: ['lagna', 'karaka'],
    rules:
      'from the stronger of the lagna and the 7th (`variant=lagna`, default) or of the atmakaraka\'s sign and the 7th from it (`variant=karaka`, karaka kendradi dasa, eight karakas), forward from an odd seed and backward from an even one (Saturn in the seed forward, then Ketu in it reverses): the kendras from the seed, then the panapharas, then the apoklimas (P.V.R. Narasimha Rao); years counted to the lord as in Narayana dasa, a second cycle of 12 less the first; antardashas one by one from the dasha sign in its own direction',
  },
  {
    slug: 'sudasa',
    name: 'Sudasa',
    variants: ['pvr'],
    rules:
      'from the sign of the Sree lagna, forward from an odd sign and backward from an even one (Saturn there forward, then Ketu there reverses): the kendras, then the panapharas, then the apoklimas (P.V.R. Narasimha Rao); years counted to the lord as in Narayana dasa, the first dasha only for the part of its sign the Sree lagna has still to cross (the balance at birth), a second cycle of 12 less the full first; antardashas one by one from the stronger of the dasha sign and its 7th, forward from an even sign and backward from an odd one, as Jagannatha Hora',
  },
  {
    slug: 'mandooka',
    name: 'Mandooka',
    variants: ['rao'],
    rules:
      'the "frog" dasha (K.N. Rao\'s reading, the order as PyJHora lists it): from the stronger of the lagna and the 7th, forward from an odd sign and backward from an even one, leaping by kendras: the four signs of the seed\'s nature (movable, fixed or dual), then the four of the next nature (movable to dual to fixed) from its first sign in the zodiac; years counted to the lord as in chara dasha (less one), one cycle; antardashas through the same order from the dasha sign',
  },
  {
    slug: 'sthira',
    name: 'Sthira',
    variants: ['pvr'],
    rules:
      'the fixed dasha (P.V.R. Narasimha Rao, Jaimini Sutras 2.4): from the sign of Brahma, always forward, movable signs 7 years, fixed 8, dual 9 (96 years, one cycle); Brahma is, of the lords of the 6th, 8th and 12th from the stronger of the lagna and the 7th (not the nodes), the stronger graha of the two with most of three marks (own, exalted or a natural friend\'s sign and not debilitated; an odd sign; the first seven houses from that stronger sign); antardashas forward from the dasha sign itself, as Jagannatha Hora',
  },
  {
    slug: 'brahma',
    name: 'Brahma',
    variants: ['pvr'],
    rules:
      'Brahma grahashrita dasha (P.V.R. Narasimha Rao, Jaimini Sutras 2.4; the order as PyJHora lists it): from the sign of Brahma (found as for Sthira dasha), forward from it when it is odd, backward from the 7th sign from it when it is even; years = signs counted to the lord of the 6th from the dasha sign (stronger co-lord), forward from an odd sign and backward from an even one, less one, 12 when that lord is in the sign, +1 exalted (not Mercury), -1 debilitated; one cycle; antardashas forward from the dasha sign itself',
  },
  {
    slug: 'varnada',
    name: 'Varnada',
    variants: ['bphs'],
    rules:
      'BPHS, the chapter on the special lagnas (the order and years as PyJHora lists them): from the stronger of the lagna and the hora lagna (the strength of signs of Narayana dasha), one by one, forward from an odd sign and backward from an even one; years = signs counted forward from the varnada lagna (B.V. Raman\'s rule, as /v1/jaimini/special-lagnas gives it) to the dasha sign, less one, 12 for the varnada lagna\'s own sign; one cycle of 78 years; antardashas forward from the dasha sign itself. The hora lagna counts from the sunrise that began the Vedic day, so a place and date where the Sun does not rise is refused (422 unsupported); `start` names the hora and varnada lagnas\' signs',
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
      compute: (req) => engine.raw('dashaRasi', req),
      answer: engineAnswer('dashaRasi', slug),
    }),
    defineEndpoint({
      path: `/v1/dasha/${slug}/current`,
      group: 'dasha',
      cost: 1,
      summary: `Current ${name} dasha signs, five levels`,
      query: currentQuery.extend({ variant: variantField(variants).optional() }),
      prepare: ({ query: q }) => ({ ...currentRequest(q, `${slug}-current`), variant: q.variant }),
      compute: (req) => engine.raw('dashaRasi', req),
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
