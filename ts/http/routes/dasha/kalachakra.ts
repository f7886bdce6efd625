// Kalachakra dasha (issue 12): a sign dasha read from the pada of the Moon's nakshatra at birth
// (BPHS ch. 46, as P.V.R. Narasimha Rao teaches it). Two catalog entries, the listing and the
// running periods, through the `dasha` addon call like the other nakshatra dashas; the rules
// live in native/core/src/vedic/dasha/kalachakra.
import { engine } from '../../../addon.js';
import { engineAnswer } from '../../answers.js';
import { defineEndpoint } from '../../catalog.js';
import { currentQuery, currentRequest, listQuery, listRequest } from './periods.js';
import { SIDEREAL_NOTE, YEAR_NOTE } from './notes.js';

export const kalachakraEndpoints = [
  defineEndpoint({
    path: '/v1/dasha/kalachakra',
    group: 'dasha',
    cost: 2,
    window: 'at least 120 years from birth (whole padas); at 4 levels from/to span at most 20 years, at 5 at most 2 years',
    summary: 'Kalachakra dasha (signs from the Moon\'s pada), five-level drill-down, with deha and jeeva',
    query: listQuery(5, 3, ' At 4 levels give from (and to) spanning at most 20 years, at 5 at most 2 years.'),
    prepare: ({ query: q }) => listRequest(q, 'kalachakra', 5, true),
    compute: (req) => engine.raw('dasha', req),
    answer: engineAnswer('dasha', 'kalachakra'),
  }),
  defineEndpoint({
    path: '/v1/dasha/kalachakra/current',
    group: 'dasha',
    cost: 1,
    summary: 'Current Kalachakra dasha signs, five levels',
    query: currentQuery,
    prepare: ({ query: q }) => currentRequest(q, 'kalachakra-current'),
    compute: (req) => engine.raw('dasha', req),
    answer: engineAnswer('dasha', 'kalachakra-current'),
  }),
];

/** The descriptions (docs and OpenAPI) of the Kalachakra paths. */
export function kalachakraDescriptions(): Record<string, string> {
  return {
    '/v1/dasha/kalachakra': `Kalachakra dasha (BPHS ch. 46, as P.V.R. Narasimha Rao teaches it): the Moon's nakshatra pada at birth belongs to a savya chakra (Ashwini or Bharani group) or an apasavya one (Rohini or Mrigashira group), which gives the pada nine dasha signs, its paramayus (100, 85, 83 or 86 years) and its deha and jeeva signs (the first and last sign; the other way round in an apasavya pada). Sign years: Aries 7, Taurus 16, Gemini 9, Cancer 21, Leo 5, Virgo 9, Libra 16, Scorpio 7, Sagittarius 10, Capricorn 4, Aquarius 4, Pisces 10. The part of the pada the Moon has crossed, times the paramayus, fixes the sign running at birth and its balance; after the ninth sign the dashas go on with the next pada of the zodiac. Sub-periods: the nine signs of the period's pada from its own place, in proportion to their years (parent x sign years / paramayus), to \`levels\` deep (1 to 5, default 3), start and end to the second. ${YEAR_NOTE} ${SIDEREAL_NOTE}`,
    '/v1/dasha/kalachakra/current': `The Kalachakra dasha signs running at \`at\` (default now) at all five levels, each with its lord, start and end, and the birth pada's chakra, paramayus, deha and jeeva. ${YEAR_NOTE} ${SIDEREAL_NOTE}`,
  };
}
