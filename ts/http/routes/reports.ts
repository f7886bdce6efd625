// reports group: composed long-form reports. The engine assembles each report (its numbers from
// the same core calls as the endpoints, its text from the project's interpretation library) on
// the libuv pool (`reportAsync`, an AsyncTask); JSON by default, `format=pdf` typesets it with
// pdfkit (ts/reports/pdf.ts) and answers application/pdf.
import { z } from 'zod';
import type { Context } from 'koa';
import { engine, type EngineRequest, type Moment } from '../../addon.js';
import { engineAnswer } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import { ApiError, invalidRequest } from '../errors.js';
import {
  asRequestError,
  calendarDate,
  choice,
  momentFields,
  personFields,
  place,
  placeFields,
  resolveMoment,
  resolvePerson,
  lat,
  lon,
  siderealFields,
  timezone,
  todayUtc,
  tz,
} from '../schemas.js';
import { birthDate, name, nameOptions } from './numerology.js';
import { at, resolveAt } from './transit/gochara.js';
import { varshaphalFields, varshaphalRequest } from './varshaphal.js';
import { renderPdfOffThread } from '../../reports/pdf-pool.js';
import { localizeDocument } from '../../reports/localize-document.js';
import { brandingFields, brandingOf, contentDisposition, coupleFields, pdfFileName, personalFields, type Branding } from './report-options.js';

const format = choice(['json', 'pdf'])
  .meta({ description: 'json (default): the report document with its data; pdf: a typeset PDF (application/pdf).', example: 'json' });

// The signs by the engine's table: English names lower-cased, and their Sanskrit names as aliases.
const SIGN_TABLE = engine.catalogs().signs;
const SIGNS = SIGN_TABLE.map((s) => s.name.toLowerCase()) as [string, ...string[]];
const RASHI_NAMES = Object.fromEntries(SIGN_TABLE.map((s) => [s.sanskrit.toLowerCase(), s.name.toLowerCase()]));

type Birth = { date: string; time: string; datetime?: string; tz?: string; timezone?: string; lat: number; lon: number; ayanamsa?: string; node?: 'mean' | 'true'; at?: string; format?: 'json' | 'pdf'; name?: string; place_name?: string; style?: 'north' | 'south' } & Branding;

interface ReportCall {
  input: Omit<EngineRequest<'reportAsync'>, 'images'>;
  pdf: boolean;
  /** The reseller's brand for the PDF's cover, headers and footers. */
  branding: Branding;
  /** The name the PDF is saved under (Content-Disposition). */
  file: string;
  /** `lang=`: the PDF's tabled names and chart labels in this language. */
  lang?: string;
}

const MEDIA = { json: 'application/json', pdf: 'application/pdf' } as const;

/**
 * Whether to answer with the typeset PDF: `format` when given, otherwise the Accept header
 * (JSON first when both are equally welcome). A format the Accept header excludes, or an
 * Accept header that admits neither, is a 406 before anything is charged.
 */
function wantPdf(ctx: Context, f: 'json' | 'pdf' | undefined): boolean {
  let chosen: 'json' | 'pdf' | undefined;
  if (f) chosen = ctx.accepts(MEDIA[f]) ? f : undefined;
  else {
    const best = ctx.accepts(MEDIA.json, MEDIA.pdf);
    chosen = best === MEDIA.pdf ? 'pdf' : best === MEDIA.json ? 'json' : undefined;
  }
  if (!chosen) {
    const asked = f ? `format=${f} (${MEDIA[f]})` : 'this endpoint';
    throw new ApiError('not_acceptable', `${asked} cannot answer with ${ctx.get('Accept')}: ask for application/json or application/pdf`);
  }
  return chosen === 'pdf';
}

async function run(call: ReportCall): Promise<unknown> {
  const doc = await engine.callAsync('reportAsync', { ...call.input, images: call.pdf, lang: call.pdf ? call.lang : undefined });
  if (!call.pdf) return doc;
  const body = await renderPdfOffThread(localizeDocument(doc, call.lang), call.branding, call.lang);
  return { contentType: 'application/pdf', body, headers: { 'Content-Disposition': contentDisposition(call.file) } };
}

/** What every report call carries besides its engine input: format, brand and file name. */
function common(ctx: Context, lang: string | undefined, q: Branding & { format?: 'json' | 'pdf' }, kind: string, name: string | undefined, date: string | undefined) {
  return { pdf: wantPdf(ctx, q.format), branding: brandingOf(q), file: pdfFileName(kind, name, date), lang };
}

function birth(q: Birth, kind: string, ctx: Context, lang: string | undefined): ReportCall {
  const moment = resolveMoment(q);
  const when: Moment = resolveAt(q.at, q);
  if (when.jd_ut < moment.jd_ut) throw invalidRequest([{ param: 'at', message: 'must not be before the birth moment' }]);
  return {
    input: { kind, moment, place: place(q), ayanamsa: q.ayanamsa, node: q.node, at: when, name: q.name, place_name: q.place_name, chart_style: q.style },
    ...common(ctx, lang, q, kind.split('/')[0]!, q.name, q.date ?? q.datetime?.slice(0, 10)),
  };
}

const optionFields = { ...brandingFields, format: format.optional() };
const birthQuery = z.strictObject({ ...momentFields, ...placeFields, ...siderealFields, ...personalFields, at: at.optional(), ...optionFields });

const BIRTH_REPORTS: [string, number, string][] = [
  ['kundli/brihad', 199, 'Flagship horoscope of about 130 pages (JSON, optional PDF)'],
  ['kundli/detailed', 75, 'Horoscope of 50 or more pages'],
  ['kundli/lite', 29, 'Summary horoscope of 8 pages'],
  ['sade-sati', 39, "Analysis of Saturn's 7.5-year transit"],
  ['mangal-dosha', 19, 'Mangal Dosha diagnostic'],
  ['dasha-analysis', 39, 'Vimshottari analysis: 5 levels and a 10-year preview'],
];


// The horoscopes' sign: the Western (English) names for both systems, the Sanskrit rashi names
// for system=vedic only. Both kinds pass the schema; prepare() turns a Sanskrit name into its
// English one (vedic) or refuses it (western). The message for an unknown name is the one the
// endpoint always gave. Messages avoid quoting the query's own values (`western`): the error
// envelope blanks those out.
const SANSKRIT = Object.keys(RASHI_NAMES);
const horoscopeSign = z
  .preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum([...SIGNS, ...SANSKRIT] as [string, ...string[]], { error: () => `must be one of: ${SIGNS.join(', ')}` }))
  .meta({
    description:
      'The sign of the horoscope. system=vedic: the rashi (sidereal Moon sign), by its English name (aries … pisces) or its Sanskrit name (mesha … meena). system=western: the tropical Sun sign, by its English (Western) name only (aries … pisces).',
    example: 'leo',
  });

const horoscopeQuery = z.strictObject({
  sign: horoscopeSign,
  system: choice(['vedic', 'western'])
    .meta({
      description:
        'vedic (default): the rashi in the sidereal zodiac, houses counted from it, tara bala, panchang and horas. western: the tropical Sun sign with solar houses (the sign = 1st house), the Moon\'s aspects to the sign\'s ruler (traditional, and modern for Scorpio, Aquarius, Pisces) and to the Sun, the fast planets, the Moon\'s phase, the void-of-course Moon, stations, and the lucky time in the ruler\'s planetary hour (Chaldean order).',
      example: 'vedic',
    })
    .optional(),
  date: calendarDate('First day of the period (local midnight in tz). Default: today (UTC).', '2025-01-15').optional(),
  tz: tz.optional(),
  timezone: timezone.optional(),
  lat: lat.optional().meta({ description: 'Latitude for the days\' sunrise and hours (lucky time). When absent: Ujjain (vedic); the equator at the UTC offset\'s meridian (western).' }),
  lon: lon.optional().meta({ description: 'Longitude for the days\' sunrise and hours. When absent: Ujjain (vedic); the UTC offset × 15° (western).' }),
  ...siderealFields,
  ...optionFields,
});

type HoroscopeQuery = z.output<typeof horoscopeQuery>;

/** The sign as the engine takes it (English key), after the system's rule on names and options. */
function horoscopeSystem(q: HoroscopeQuery): { sign: string; system: 'vedic' | 'western' } {
  const system = q.system ?? 'vedic';
  const english = RASHI_NAMES[q.sign] ?? q.sign;
  if (system === 'western') {
    const bad = [];
    if (english !== q.sign) bad.push({ param: 'sign', message: `is a Vedic (Sanskrit) name; the Western system takes the English names: ${SIGNS.join(', ')}` });
    if (q.ayanamsa !== undefined) bad.push({ param: 'ayanamsa', message: 'applies to the Vedic system only (the Western one is tropical)' });
    if (q.node !== undefined) bad.push({ param: 'node', message: 'applies to the Vedic system only (the Western one reads no lunar nodes)' });
    if (bad.length) throw invalidRequest(bad);
  }
  return { sign: english, system };
}

const varshaphalQuery = z.strictObject({ ...varshaphalFields, ...personalFields, ...optionFields });

const PERIODS: [string, number, string, number][] = [
  ['daily', 2, 'Daily horoscope for one rashi', 1],
  ['weekly', 4, 'Weekly horoscope for one rashi', 7],
  ['monthly', 8, 'Monthly horoscope for one rashi', 30],
];

export const reportsEndpoints = [
  ...BIRTH_REPORTS.map(([kind, cost, summary]) =>
    defineEndpoint({
      path: `/v1/reports/${kind}`,
      group: 'reports',
      heavy: true,
    responseTypes: ['application/json', 'application/pdf'],
      cost,
      summary,
      query: birthQuery,
      prepare: ({ query: q, ctx, lang }) => birth(q as Birth, kind, ctx, lang),
      compute: run,
      answer: engineAnswer('reportAsync', kind),
    }),
  ),
  defineEndpoint({
    path: '/v1/reports/match-making',
    group: 'reports',
      heavy: true,
    responseTypes: ['application/json', 'application/pdf'],
    cost: 39,
    summary: 'Ashtakoota, Manglik and Nadi Dosha',
    query: z.strictObject({ ...personFields('boy_'), ...personFields('girl_'), ...siderealFields, ...coupleFields, ...optionFields }),
    prepare: ({ query: q, ctx, lang }) => ({
      input: {
        kind: 'match-making',
        boy: resolvePerson(q, 'boy_'),
        girl: resolvePerson(q, 'girl_'),
        ayanamsa: q.ayanamsa,
        node: q.node,
        boy_name: q.boy_name,
        girl_name: q.girl_name,
        chart_style: q.style,
      },
      ...common(ctx, lang, q as Branding & { format?: 'json' | 'pdf' }, 'match-making', [q.boy_name, q.girl_name].filter(Boolean).join(' '), undefined),
    }),
    compute: run,
      answer: engineAnswer('reportAsync', 'match-making'),
  }),
  defineEndpoint({
    path: '/v1/reports/varshaphal',
    group: 'reports',
      heavy: true,
    responseTypes: ['application/json', 'application/pdf'],
    cost: 39,
    summary: 'Annual prediction from the solar return',
    query: varshaphalQuery,
    prepare: ({ query: q, ctx, lang }) => ({
      input: { kind: 'varshaphal', ...varshaphalRequest(q), name: q.name, place_name: q.place_name, chart_style: q.style },
      ...common(ctx, lang, q, 'varshaphal', q.name, q.date),
    }),
    compute: run,
      answer: engineAnswer('reportAsync', 'varshaphal'),
  }),
  defineEndpoint({
    path: '/v1/reports/numerology',
    group: 'reports',
      heavy: true,
    responseTypes: ['application/json', 'application/pdf'],
    cost: 19,
    summary: '5-number Vedic numerology report',
    query: z.strictObject({ date: birthDate, name, ...nameOptions, ...optionFields }),
    prepare: ({ query: q, ctx, lang }) => {
      const numerology = { date: q.date, name: q.name, system: q.system, y_as_vowel: q.y_as_vowel };
      // The engine checks the date and the letters now (microseconds), so a bad one is a 400 before any debit.
      asRequestError(() => engine.call('numerology', { ...numerology, number: 'full' }));
      return { input: { kind: 'numerology', numerology, name: q.name }, ...common(ctx, lang, q, 'numerology', q.name, q.date) };
    },
    compute: run,
      answer: engineAnswer('reportAsync', 'numerology'),
  }),
  ...PERIODS.map(([period, cost, summary]) =>
    defineEndpoint({
      path: `/v1/reports/horoscope/${period}`,
      group: 'reports',
      heavy: true,
    responseTypes: ['application/json', 'application/pdf'],
      cost,
      summary,
      query: horoscopeQuery,
      prepare: ({ query: q, ctx, lang }) => {
        const { sign, system } = horoscopeSystem(q);
        const date = q.date ?? todayUtc();
        const start = q.tz === undefined && q.timezone === undefined ? resolveMoment({ date, time: '00:00', tz: '+00:00' }) : resolveMoment({ date, time: '00:00', tz: q.tz, timezone: q.timezone });
        if ((q.lat === undefined) !== (q.lon === undefined)) throw invalidRequest([{ param: q.lat === undefined ? 'lat' : 'lon', message: 'give lat and lon together' }]);
        const where = q.lat !== undefined && q.lon !== undefined ? place({ lat: q.lat, lon: q.lon }) : undefined;
        return {
          input: { kind: `horoscope/${period}`, sign, system, period_start: start, ayanamsa: q.ayanamsa, node: q.node, place: where },
          ...common(ctx, lang, q, system === 'western' ? `horoscope-western-${period}` : `horoscope-${period}`, sign, date),
        };
      },
      compute: run,
      answer: engineAnswer('reportAsync', `horoscope/${period}`),
    }),
  ),
];

/** Paths of the report endpoints (for the README and tests). */
export const reportPaths = reportsEndpoints.map((e) => e.path);

