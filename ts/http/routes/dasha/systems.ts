// The dasha systems added beside Vimshottari and Yogini (issue 12): the data the catalog and the
// descriptions need about each (the engine's own table in native/core/src/vedic/dasha holds the
// rules). The route file builds two entries per conditional system from GRAHA_DASHAS; the
// descriptions come from dashaDescriptions().

import { SIDEREAL_NOTE, YEAR_NOTE } from './notes.js';

/** The conditional graha dashas of BPHS: path name, display name, cycle, condition and (when not the Moon's nakshatra) the starting rule. */
export const GRAHA_DASHAS: { slug: string; name: string; cycle: string; condition: string; start?: string }[] = [
  { slug: 'ashtottari', name: 'Ashtottari', cycle: '108 years: Sun 6, Moon 15, Mars 8, Mercury 17, Saturn 10, Jupiter 19, Rahu 12, Venus 21, nakshatras allotted in runs of 4 and 3 from Ardra', condition: 'Rahu in a kendra or trikona from the lagna lord, not in the lagna' },
  { slug: 'shodasottari', name: 'Shodasottari', cycle: '116 years: Sun 11, Mars 12, Jupiter 13, Saturn 14, Ketu 15, Moon 16, Mercury 17, Venus 18, counted from Pushya', condition: "lagna in the Sun's hora in shukla paksha or in the Moon's hora in krishna paksha" },
  { slug: 'dwadasottari', name: 'Dwadasottari', cycle: '112 years: Sun 7, Jupiter 9, Ketu 11, Mercury 13, Rahu 15, Mars 17, Saturn 19, Moon 21, counted from the birth star to Revati', condition: 'lagna in a Taurus or Libra navamsa' },
  { slug: 'panchottari', name: 'Panchottari', cycle: '105 years: Sun 12, Mercury 13, Saturn 14, Mars 15, Venus 16, Moon 17, Jupiter 18, counted from Anuradha', condition: 'lagna in a Cancer dwadasamsa' },
  { slug: 'shatabdika', name: 'Shatabdika', cycle: '100 years: Sun 5, Moon 5, Venus 10, Mercury 10, Jupiter 20, Mars 20, Saturn 30, counted from Revati', condition: 'lagna vargottama (the same sign in rasi and navamsa)' },
  { slug: 'chaturaseeti-sama', name: 'Chaturaseeti-sama', cycle: '84 years: Sun to Saturn 12 years each, counted from Swati', condition: 'the 10th lord in the 10th house' },
  { slug: 'dwisaptati-sama', name: 'Dwisaptati-sama', cycle: '72 years: Sun to Saturn and Rahu 9 years each, counted from Mula, two cycles listed', condition: 'the lagna lord in the 7th or the 7th lord in the lagna' },
  { slug: 'shashtihayani', name: 'Shashtihayani', cycle: '60 years: Jupiter, Sun, Mars 10 each, Moon, Mercury, Venus, Saturn, Rahu 6 each, nakshatras in runs of 3 and 4 from Ashwini, two cycles listed', condition: 'the Sun in the lagna' },
  { slug: 'shattrimsa-sama', name: 'Shattrimsa-sama', cycle: '36 years: Moon 1, Sun 2, Jupiter 3, Mars 4, Mercury 5, Saturn 6, Venus 7, Rahu 8, counted from Shravana, three cycles listed', condition: "born by day with the lagna in the Sun's hora, or by night with it in the Moon's" },
  { slug: 'tara', name: 'Tara', cycle: '120 years: Venus 20, Moon 10, Ketu 7, Saturn 19, Jupiter 16, Mercury 17, Rahu 18, Mars 7, Sun 6 (the Vimshottari years in Sanjay Rath\'s order)', condition: 'a graha in each of the four kendras', start: 'from the strongest graha in the kendras from the lagna (the balance from the Moon\'s nakshatra; 422 when every kendra is empty)' },
];

/** The descriptions (docs and OpenAPI) of the paths the issue-12 dasha systems add. */
export function dashaDescriptions(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { slug, name, cycle, condition, start } of GRAHA_DASHAS) {
    out[`/v1/dasha/${slug}`] = `${name} dasha (${cycle}) ${start ?? "from the Moon's nakshatra at birth"}: the balance at birth, the starting rule, and periods to \`levels\` deep (1 to 5, default 3) with start and end to the second; sub-periods in proportion to the lords' years, starting with the period's own lord. \`applicable\` states the classical condition (${condition}) and whether this chart meets it; the dasha is computed either way. ${YEAR_NOTE} ${SIDEREAL_NOTE}`;
    out[`/v1/dasha/${slug}/current`] = `The ${name} periods running at \`at\` (default now) at all five levels, each with its start and end, and whether the chart meets the system's condition (${condition}). ${YEAR_NOTE} ${SIDEREAL_NOTE}`;
  }
  out['/v1/dasha/naisargika'] = `Naisargika (natural) dasha: fixed spans of life from birth, no balance: Moon 1, Mars 2, Mercury 9, Venus 20, Jupiter 18, Sun 20, Saturn 50 years (BPHS), then the lagna 12; sub-periods in equal shares among the planets in the kendras, then panapharas, then apoklimas from the sign of the period's lord (the lord itself left out), to \`levels\` deep (1 to 5, default 3). ${YEAR_NOTE} ${SIDEREAL_NOTE}`;
  out['/v1/dasha/naisargika/current'] = `The naisargika (natural) periods running at \`at\` (default now, within 132 years of birth) at all five levels, each with its start and end. ${YEAR_NOTE} ${SIDEREAL_NOTE}`;
  out['/v1/dasha/kaala'] = `Kaala dasha (BPHS): the nine grahas Sun to Ketu, the k-th running k/45 of a cycle, from the birth moment's place in its part of the day: dawn sandhya, day, dusk sandhya or night, the sandhyas 5 seasonal ghatis either side of sunrise and sunset (disc centre, no refraction). The elapsed fraction f of that part gives a first cycle of 120 x f years from birth and a second of 120 x (1 - f) years; \`applicable.evidence\` names the part and f. Sub-periods in proportion (k/45), starting with the period's own lord, to \`levels\` deep (1 to 5, default 3). ${YEAR_NOTE} ${SIDEREAL_NOTE}`;
  out['/v1/dasha/kaala/current'] = `The Kaala periods running at \`at\` (default now, within 120 years of birth) at all five levels, each with its start and end, and the part of the day the birth fell in. ${YEAR_NOTE} ${SIDEREAL_NOTE}`;
  out['/v1/dasha/systems'] = `For one birth, every dasha this service computes (Vimshottari, Yogini, the ten conditional graha dashas of BPHS with Tara, Kaala, the naisargika and Kalachakra (from the Moon's pada), then the Jaimini sign dashas chara, narayana, shoola, trikona, drig, lagna kendradi, sudasa, mandooka, sthira, brahma and varnada in their default variants, each with its sign and the lord read for it; varnada has no periods where the Sun does not rise): whether each conditional system's classical condition holds, with the facts checked, and the mahadasha, antardasha and pratyantardasha of each running at \`at\` (default now). ${YEAR_NOTE} ${SIDEREAL_NOTE}`;
  return out;
}
