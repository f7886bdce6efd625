// The fixed requests of the golden-answer guard (test/golden-answers.test.ts): one per computing
// endpoint of the catalog as it stood when the guard was recorded, with every input explicit
// (no answer may depend on "now"). PDFs and the meta endpoints are left out (their bytes carry
// build data); reports are asked as JSON.
const birth = { date: '1990-07-15', time: '14:30', tz: '+05:30', lat: '28.6139', lon: '77.209' };
const person = (prefix: string, p: Record<string, string>) =>
  Object.fromEntries(Object.entries(p).map(([k, v]) => [prefix + k, v]));
const girl = { date: '1992-03-02', time: '06:10', tz: '+05:30', lat: '19.076', lon: '72.8777' };
const couple = { ...person('boy_', birth), ...person('girl_', girl) };
const at = { at: '2026-01-01T12:00:00+05:30' };
const calendarRange = { from: '2026-01-01', to: '2026-03-31', tz: '+05:30', lat: '28.6139', lon: '77.209' };

/** Path (with its path parameters filled) → query of the request. */
const requests: [string, Record<string, string>][] = [
  ...[
    'tithi', 'nakshatra', 'yoga', 'karana', 'vara', 'sunrise-sunset', 'moonrise-moonset', 'rahu-kaal', 'yamaganda',
    'gulika', 'abhijit', 'brahma-muhurat', 'pradosh-kaal', 'hora', 'choghadiya', 'durmuhurta', 'varjyam',
    'amrit-kalam', 'siddha-yoga', 'panchaka', 'hindu-month', 'sankranti', 'summary',
    'disha-shool', 'anandadi-yoga', 'chandrabala', 'chandrashtama', 'nivas', 'lagna-table', 'muhurtas',
  ].map((e): [string, Record<string, string>] => [`/v1/panchang/${e}`, birth]),
  ...['planets', 'planet/jupiter', 'planet/ketu', 'ascendant', 'houses', 'nakshatra', 'house-occupants', 'divisional/D9',
    'divisional/D60', 'dignity', 'aspects', 'avakhada', 'kp-sublord', 'combustion', 'graha-yuddha', 'shadbala',
    'shadbala/kala', 'bhavabala', 'ashtakvarga', 'ashtakvarga/saturn',
  ].map((e): [string, Record<string, string>] => [`/v1/chart/${e}`, birth]),
  ['/v1/chart/shadbala', { ...birth, school: 'raman', moolatrikona: 'sign', cheshta_means: 'raman-tables' }],
  ...['bhava-chalit', 'gandanta-pushkara', 'badhaka-maraka', 'ishta-kashta'].map(
    (e): [string, Record<string, string>] => [`/v1/chart/${e}`, birth],
  ),
  ['/v1/chart/bhava-chalit', { ...birth, method: 'placidus' }],
  ['/v1/chart/sudarshana-chakra', { ...birth, year: '36' }],
  ['/v1/dasha/vimshottari', { ...birth, levels: '2' }],
  ['/v1/dasha/vimshottari/current', { ...birth, ...at }],
  ['/v1/dasha/yogini', { ...birth, levels: '2' }],
  ['/v1/dasha/yogini/current', { ...birth, ...at }],
  ...['ashtottari', 'shodasottari', 'dwadasottari', 'panchottari', 'shatabdika', 'chaturaseeti-sama', 'dwisaptati-sama',
    'shashtihayani', 'shattrimsa-sama', 'tara', 'kaala', 'naisargika',
  ].flatMap((e): [string, Record<string, string>][] => [
    [`/v1/dasha/${e}`, { ...birth, levels: '2' }],
    [`/v1/dasha/${e}/current`, { ...birth, ...at }],
  ]),
  ['/v1/dasha/systems', { ...birth, ...at }],
  ...['ashtakoota', 'ashtakoota/nadi', 'mangal-dosha', 'nadi-dosha', 'shani-dosha', 'navamsa-compat'].map(
    (e): [string, Record<string, string>] => [`/v1/milan/${e}`, couple],
  ),
  ['/v1/milan/dasha-sync', { ...couple, ...at }],
  ['/v1/milan/porutham', couple],
  ['/v1/muhurta/vivah', { ...birth, date: '2026-02-10', ...couple }],
  ['/v1/muhurta/graha-pravesh', { ...birth, date: '2026-02-10', ...person('birth_', birth) }],
  ['/v1/muhurta/naamkaran', { ...birth, date: '2026-02-10', ...person('birth_', birth) }],
  ['/v1/muhurta/best-time', { purpose: 'naamkaran', start: '2026-03-01', end: '2026-03-03', tz: '+05:30', lat: birth.lat, lon: birth.lon, ...person('birth_', birth) }],
  ['/v1/transit/positions', { date: '2026-01-01', time: '12:00', tz: '+05:30' }],
  ['/v1/transit/sade-sati', { ...birth, ...at }],
  ['/v1/transit/small-panoti', { ...birth, ...at }],
  ['/v1/transit/small-panoti/history', { ...birth, ...at, from: '2000-01-01', to: '2040-01-01' }],
  ...['tarabala', 'vedha', 'double-transit', 'ashtakavarga'].map((e): [string, Record<string, string>] => [`/v1/transit/${e}`, { ...birth, ...at }]),
  ['/v1/ashtakavarga/sarva', birth],
  ['/v1/ashtakavarga/bhinna/moon', birth],
  ['/v1/ashtakavarga/kaksha', { ...birth, transit_date: '2026-01-01', transit_time: '12:00' }],
  ['/v1/ashtakavarga/transit-score', { ...birth, transit_date: '2026-01-01', transit_time: '12:00' }],
  ...['speed', 'retrograde-window', 'ingress', 'combustion-window'].map((e): [string, Record<string, string>] => [
    `/v1/planet-moments/${e}`,
    { date: '2026-01-01', time: '12:00', tz: '+05:30', planet: 'mercury' },
  ]),
  ['/v1/prashna/chart', birth],
  ...['natal/houses', 'natal/chart', 'natal/aspects', 'natal/dignities', 'natal/lots', 'natal/asteroids',
    'cosmobiology/midpoints', 'astrocartography/lines', 'fixed-stars', 'decans', 'sabian',
  ].map((e): [string, Record<string, string>] => [`/v1/western/${e}`, birth]),
  ['/v1/western/natal/houses', { ...birth, house_system: 'koch' }],
  ['/v1/western/transit/chart', { ...birth, transit_date: '2026-01-01', transit_time: '12:00', transit_tz: '+05:30' }],
  ['/v1/western/transit/aspects', { ...birth, transit_date: '2026-01-01', transit_time: '12:00', transit_tz: '+05:30' }],
  ['/v1/western/solar-return', { ...birth, year: '2026' }],
  ['/v1/western/synastry/aspects', couple],
  ['/v1/western/synastry/composite', couple],
  ['/v1/western/astrocartography/score', { ...birth, place_lat: '51.5074', place_lon: '-0.1278' }],
  ['/v1/western/time-lords/firdaria', { ...birth, target_date: '2026-01-01', target_time: '12:00', target_tz: '+05:30' }],
  ['/v1/western/time-lords/profection', { ...birth, target_date: '2026-01-01', target_time: '12:00', target_tz: '+05:30' }],
  ...['natal/declinations', 'natal/antiscia', 'natal/heliocentric', 'natal/draconic', 'natal/sidereal', 'natal/patterns',
    'natal/balance', 'natal/dispositors', 'natal/almuten', 'natal/uranian',
  ].map((e): [string, Record<string, string>] => [`/v1/western/${e}`, birth]),
  ['/v1/western/natal/harmonic', { ...birth, n: '5' }],
  ['/v1/western/astrocartography/local-space', birth],
  ['/v1/western/time-lords/zodiacal-releasing', { ...birth, target_date: '2026-01-01', target_time: '12:00', target_tz: '+05:30' }],
  ['/v1/numerology/full', { date: '1990-07-15', name: 'Ada Lovelace' }],
  ['/v1/numerology/full', { date: '1990-07-15', name: 'Ada Lovelace', system: 'chaldean' }],
  ['/v1/numerology/driver', { date: '1990-07-15' }],
  ['/v1/numerology/conductor', { date: '1990-07-15' }],
  ...['soul', 'personality', 'destiny'].map((e): [string, Record<string, string>] => [`/v1/numerology/${e}`, { name: 'Ada Lovelace' }]),
  ['/v1/chart/image', birth],
  ['/v1/chart/image', { ...birth, style: 'south', varga: 'D9' }],
  ['/v1/western/natal/wheel', birth],
  ['/v1/yoga/list', birth],
  ['/v1/dosha/list', { ...birth, ...at }],
  ['/v1/varshaphal/chart', { ...birth, year: '2026' }],
  ...['kundli/lite', 'kundli/detailed', 'kundli/brihad', 'sade-sati', 'mangal-dosha', 'dasha-analysis'].map(
    (e): [string, Record<string, string>] => [`/v1/reports/${e}`, { ...birth, ...at }],
  ),
  ['/v1/reports/match-making', couple],
  ['/v1/reports/varshaphal', { ...birth, year: '2026' }],
  ['/v1/reports/numerology', { date: '1990-07-15', name: 'Ada Lovelace' }],
  ...['daily', 'weekly', 'monthly'].map((e): [string, Record<string, string>] => [`/v1/reports/horoscope/${e}`, { sign: 'leo', date: '2026-01-05', tz: '+05:30' }]),
  ['/v1/upagraha/positions', birth],
  ...['planets', 'cusps', 'significators', 'ruling-planets', 'cuspal-interlinks'].map(
    (e): [string, Record<string, string>] => [`/v1/kp/${e}`, birth],
  ),
  ['/v1/kp/horary', { ...birth, number: '108' }],
  ['/v1/jaimini/karakas', { ...birth, karakas: '8' }],
  ...['karakamsa', 'rasi-drishti', 'arudha-padas', 'argala', 'special-lagnas', 'sphutas'].map((e): [string, Record<string, string>] => [`/v1/jaimini/${e}`, birth]),
  ['/v1/sky/moon', { date: '2026-01-01', time: '12:00', tz: '+05:30' }],
  ['/v1/sky/moon-phases', { from: '2026-01-01', to: '2026-02-28', tz: '+05:30' }],
  ['/v1/sky/void-of-course', { from: '2026-01-01', to: '2026-01-07', tz: '+05:30' }],
  ['/v1/sky/stations', { from: '2026-01-01', to: '2026-04-30', tz: '+05:30', zodiac: 'tropical' }],
  ['/v1/sky/ingresses', { from: '2026-01-01', to: '2026-01-15', tz: '+05:30' }],
  ['/v1/sky/aspects', { from: '2026-01-01', to: '2026-01-03', tz: '+05:30', zodiac: 'tropical' }],
  ['/v1/sky/planetary-hours', { date: '2026-01-01', tz: '+05:30', lat: '28.6139', lon: '77.209' }],
  ['/v1/sky/ephemeris', { year: '2026', month: '1', zodiac: 'tropical' }],
  ['/v1/sky/rise-set', { date: '2026-01-01', body: 'moon', tz: '+05:30', lat: '28.6139', lon: '77.209' }],
  ['/v1/calendar/month', { year: '2026', month: '2', tz: '+05:30', lat: '28.6139', lon: '77.209' }],
  ...['ekadashi', 'purnima-amavasya', 'pradosh', 'sankashti-chaturthi', 'masik-shivaratri', 'sankranti'].map(
    (e): [string, Record<string, string>] => [`/v1/calendar/${e}`, calendarRange],
  ),
  ['/v1/calendar/tithi-dates', { ...calendarRange, tithi: '11' }],
  ['/v1/calendar/nakshatra-dates', { ...calendarRange, nakshatra: '8' }],
  ['/v1/eclipses/solar', { from: '2026-01-01', to: '2027-12-31', tz: '+05:30' }],
  ['/v1/eclipses/lunar', { from: '2026-01-01', to: '2027-12-31', tz: '+05:30' }],
  ['/v1/eclipses/solar/local', { from: '2026-01-01', to: '2030-12-31', tz: '+05:30', lat: birth.lat, lon: birth.lon }],
  ['/v1/eclipses/lunar/local', { from: '2026-01-01', to: '2027-12-31', tz: '+05:30', lat: birth.lat, lon: birth.lon }],
  ['/v1/eclipses/next', { date: '2026-01-01', time: '12:00', tz: '+05:30', lat: birth.lat, lon: birth.lon }],
  ['/v1/eclipses/sutak', { date: '2026-01-01', tz: '+05:30', lat: birth.lat, lon: birth.lon }],
  ['/v1/eclipses/natal', { ...birth, from: '2026-01-01', to: '2035-12-31' }],
  ['/v1/geo/search', { q: 'krakow', limit: '5' }],
  ['/v1/geo/timezone', { lat: '27.7017', lon: '85.3206', date: '1985-06-01', time: '12:00' }],
  ['/v1/chart/planets', { date: birth.date, time: birth.time, place: '1259229' }],
  ['/v1/milan/ashtakoota', { boy_date: birth.date, boy_time: birth.time, boy_place: '1273294', girl_date: girl.date, girl_time: girl.time, girl_place: '1275339' }],
  ...['secondary', 'tertiary', 'minor'].map((e): [string, Record<string, string>] => [
    `/v1/western/progressions/${e}`,
    { ...birth, target_date: '2026-01-01', target_time: '12:00', target_tz: '+05:30' },
  ]),
  ['/v1/western/directions/solar-arc', { ...birth, target_date: '2026-01-01', target_time: '12:00', target_tz: '+05:30' }],
  ['/v1/western/returns/lunar', { ...birth, date_date: '2026-01-01', date_time: '00:00' }],
  ['/v1/western/returns/planetary', { ...birth, date_date: '2026-01-01', date_time: '00:00', planet: 'saturn' }],
  ['/v1/western/returns/list', { ...birth, kind: 'lunar', from: '2026-01-01', to: '2026-12-31' }],
  ['/v1/western/transit/calendar', { ...birth, from: '2026-01-01', to: '2026-12-31' }],
  ...['relationship/davison', 'synastry/house-overlays', 'synastry/score'].map(
    (e): [string, Record<string, string>] => [`/v1/western/${e}`, couple],
  ),
];

/** The request strings (path + query) of the guard, in order. */
export function goldenRequests(): string[] {
  return requests.map(([path, q]) => `${path}?${new URLSearchParams(q).toString()}`);
}
