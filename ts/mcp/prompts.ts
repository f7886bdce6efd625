// MCP prompts: the two questions people bring most. Each asks the model to call the tools (with
// coordinates and a time zone it works out from the place) and to say which conventions it used.

const place = { name: 'place', description: 'Birth place: a town, or "latitude, longitude"', required: true };

export const PROMPTS = [
  {
    name: 'explain-my-chart',
    description: 'Explain a birth chart: the Vedic chart, its yogas and running dasha, and the Western natal chart.',
    arguments: [
      { name: 'date', description: 'Birth date, YYYY-MM-DD', required: true },
      { name: 'time', description: 'Birth time, HH:MM (24-hour, local)', required: true },
      place,
    ],
  },
  {
    name: 'good-day-for',
    description: 'Judge whether a day is good for a purpose (wedding, housewarming, naming, travel, a new venture) and find better times.',
    arguments: [
      { name: 'purpose', description: 'What the day is for', required: true },
      { name: 'date', description: 'The day, YYYY-MM-DD', required: true },
      place,
    ],
  },
];

const text = (t: string) => ({ messages: [{ role: 'user' as const, content: { type: 'text' as const, text: t } }] });

export function promptMessages(name: string, args: Record<string, string>) {
  if (name === 'explain-my-chart') {
    return text(
      `Explain the birth chart of someone born on ${args.date} at ${args.time} in ${args.place}. ` +
        'Work out the latitude, longitude and IANA time zone of the place, then call chart_planets, yoga_list, ' +
        'dasha_vimshottari_current and western_natal_chart with them. Explain the ascendant, the Moon sign and ' +
        'nakshatra, the strongest yogas and the running dasha in plain words, and say which zodiac and ayanamsa ' +
        'the numbers use (they are in each answer\'s conventions).',
    );
  }
  if (name === 'good-day-for') {
    return text(
      `Is ${args.date} a good day for ${args.purpose} in ${args.place}? Work out the coordinates and IANA time ` +
        'zone, call panchang_summary for the day and, for a wedding, housewarming or naming, the muhurta tool of ' +
        'that purpose and muhurta_best_time for the surrounding week. Say what makes the day good or bad ' +
        '(tithi, nakshatra, Rahu Kaal and the other periods) and give the best windows with their times.',
    );
  }
  throw new Error(`unknown prompt ${name}`);
}
