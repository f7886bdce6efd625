// What each group of the API is for, in one sentence: the OpenAPI tags, the docs pages per group
// (docs/endpoints/) and the MCP tool descriptions read it from here.
export const GROUPS: Record<string, string> = {
  meta: 'The live catalog of endpoints and the version record; free and public.',
  panchang: 'The Hindu almanac of a day and place: tithi, nakshatra, yoga, karana, vara, the day\'s good and bad periods, sunrise and moonrise, the Hindu month and sankranti.',
  chart: 'The sidereal (Vedic) birth chart and what is read from it: planets, houses, divisional charts, dignities, aspects, KP sub-lords, strengths (shadbala, bhava bala, ashtakavarga).',
  dasha: 'Vedic planetary periods from the Moon\'s nakshatra at birth: Vimshottari (five levels) and Yogini, in full or the periods running at a moment.',
  milan: 'Vedic matchmaking of two births: the ashtakoota (36 points) and each koota, Mangal and Nadi dosha, navamsa compatibility and dasha synchrony.',
  muhurta: 'Electional astrology: how auspicious a moment and place is for a purpose, and the best windows in a date range.',
  transit: 'Where the planets are now and what they do to a birth chart: sade sati, small panoti, tarabala, vedha, double transit, ashtakavarga overlay.',
  ashtakavarga: 'The bindu tables of a birth (sarva and bhinna) and transits weighed by them (kakshas, transit score).',
  'planet-moments': 'A planet\'s motion and its next events: speed and station, retrograde window with shadows, sign ingress, combustion window.',
  eclipses: 'Solar and lunar eclipses by Swiss Ephemeris\'s own search: every eclipse of a range with type, magnitude, gamma, Saros and contacts; the eclipses seen at a place; the next ones; the Hindu sutak window; eclipses on a natal chart.',
  prashna: 'Horary (prashna) chart of the moment a question is asked, with the judgement factors.',
  western: 'Tropical (Western) astrology: natal chart in 23 house systems, aspects, dignities, lots, asteroids, transits, solar return, synastry, composite, midpoints, astrocartography, fixed stars, time lords.',
  numerology: 'The core numbers of a birth date and a name (driver, conductor, soul, personality, destiny) in Chaldean or Pythagorean letter values.',
  images: 'Chart drawings as SVG: the Vedic chart in North or South Indian style and the Western natal wheel.',
  yoga: 'The classical yogas present in a birth chart, each with the rule that formed it.',
  dosha: 'The doshas of a birth chart (Mangal, Kala Sarpa, Pitra, Shani and others), each with its rule and cancellations.',
  varshaphal: 'The Tajika annual chart of a year of life: solar return, muntha, year lord, sahams, Tajika yogas, mudda dasha.',
  reports: 'Composed long-form reports (kundli, matchmaking, sade sati, dashas, varshaphal, numerology, horoscopes) as JSON or typeset PDF.',
  account: 'The calling key itself: its credits, rate limit and what it spent on which endpoint. Free.',
  upagraha: 'The upagrahas (shadow points) of a birth: the Sun-based ones and Gulika, Mandi and the other time-based ones.',
};
