// numerology group: the five core numbers of a birth date and a name (one engine call).
import { z } from 'zod';
import { engine } from '../../addon.js';
import { engineAnswer } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import { asRequestError, calendarDate, choice, wholeNumberIn } from '../schemas.js';

export const birthDate = calendarDate('Date of birth, YYYY-MM-DD (Gregorian).', '1990-07-15');

export const name = z
  .string()
  .min(1, 'must contain at least one letter')
  .max(200, 'must be at most 200 characters')
  .meta({
    description:
      'Full name (the birth name for the classical reading). Latin letters; diacritics are removed (É → E), spaces and hyphens separate words, apostrophes and periods are ignored.',
    example: 'Anna Torres',
  });

const system = choice(['pythagorean', 'chaldean']).meta({
  description: 'Letter table: pythagorean (A-I = 1-9, default) or chaldean (Cheiro, values 1-8).',
  example: 'pythagorean',
});

const yAsVowel = choice(['auto', 'true', 'false']).meta({
  description:
    'How Y is classed: auto (default: a vowel unless it follows a vowel letter or begins a word before one), true (always a vowel) or false (always a consonant).',
  example: 'auto',
});

/** The letter-table options of every name reading (numerology endpoints and report). */
export const nameOptions = { system: system.optional(), y_as_vowel: yAsVowel.optional() };

type NumberKey = 'driver' | 'conductor' | 'soul' | 'personality' | 'destiny' | 'full';

/**
 * The whole answer is computed in `prepare` (it takes microseconds): the engine checks the date
 * and the letters of the name, and a bad one must be a 400 (or a 422 for a non-Latin script)
 * before any credit is spent. `compute` hands the answer over.
 */
const answer = (number: NumberKey) => (query: Record<string, unknown>) =>
  asRequestError(() => engine.call('numerology', { ...query, number }));
const handOver = (a: Record<string, unknown>) => a;

const cyclesAt = calendarDate(
  'The date the personal year, month and day are computed for, YYYY-MM-DD (default: today, UTC).',
  '2026-11-26',
);

const correctionQuery = z.strictObject({
  name,
  target: choice(['1', '2', '3', '4', '5', '6', '7', '8', '9', '11', '22', '33']).meta({
    description: 'The wanted destiny number: 1-9 or a master number 11, 22, 33.',
    example: '5',
  }),
  system: nameOptions.system,
  max_edits: wholeNumberIn(1, 2, 'Most edits in one suggestion: 1 or 2 (default 2; 2 only for names of up to 30 letters).', '2').optional(),
  limit: wholeNumberIn(1, 100, 'Most suggestions returned, 1-100 (default 20).', '20').optional(),
});

const compatibilityQuery = z.strictObject({
  p1_name: name,
  p1_date: calendarDate('First person\'s date of birth, YYYY-MM-DD.', '1990-07-15'),
  p2_name: name,
  p2_date: calendarDate('Second person\'s date of birth, YYYY-MM-DD.', '1988-03-02'),
  system: nameOptions.system,
});

/** Today's calendar date in UTC, YYYY-MM-DD: the default `at` of the personal cycles. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

export const numerologyEndpoints = [
  defineEndpoint({
    path: '/v1/numerology/full',
    group: 'numerology',
    cost: 2,
    summary: 'Full 5-number profile: driver, conductor, soul, personality, destiny',
    query: z.strictObject({ date: birthDate, name, ...nameOptions }),
    prepare: ({ query }) => answer('full')(query),
    compute: handOver,
    answer: engineAnswer('numerology'),
  }),
  defineEndpoint({
    path: '/v1/numerology/driver',
    group: 'numerology',
    cost: 1,
    summary: 'Driver number: digit-sum of the day of birth, master numbers preserved',
    query: z.strictObject({ date: birthDate }),
    prepare: ({ query }) => answer('driver')(query),
    compute: handOver,
    answer: engineAnswer('numerology'),
  }),
  defineEndpoint({
    path: '/v1/numerology/conductor',
    group: 'numerology',
    cost: 1,
    summary: 'Conductor number: digit-sum of the full date of birth',
    query: z.strictObject({ date: birthDate }),
    prepare: ({ query }) => answer('conductor')(query),
    compute: handOver,
    answer: engineAnswer('numerology'),
  }),
  defineEndpoint({
    path: '/v1/numerology/soul',
    group: 'numerology',
    cost: 1,
    summary: 'Soul (heart) number: from the vowels of the given name',
    query: z.strictObject({ name, ...nameOptions }),
    prepare: ({ query }) => answer('soul')(query),
    compute: handOver,
    answer: engineAnswer('numerology'),
  }),
  defineEndpoint({
    path: '/v1/numerology/personality',
    group: 'numerology',
    cost: 1,
    summary: 'Personality number: from the consonants of the given name',
    query: z.strictObject({ name, ...nameOptions }),
    prepare: ({ query }) => answer('personality')(query),
    compute: handOver,
    answer: engineAnswer('numerology'),
  }),
  defineEndpoint({
    path: '/v1/numerology/destiny',
    group: 'numerology',
    cost: 1,
    summary: 'Destiny (expression) number: from the full name',
    query: z.strictObject({ name, ...nameOptions }),
    prepare: ({ query }) => answer('destiny')(query),
    compute: handOver,
    answer: engineAnswer('numerology'),
  }),
  defineEndpoint({
    path: '/v1/numerology/lo-shu-grid',
    group: 'numerology',
    cost: 1,
    summary: 'Lo Shu grid of a birth date: digit counts in the 4-9-2/3-5-7/8-1-6 square with driver and conductor, planes, missing numbers',
    query: z.strictObject({ date: birthDate }),
    prepare: ({ query }) => asRequestError(() => engine.call('numerologyLoShu', query)),
    compute: handOver,
    answer: engineAnswer('numerologyLoShu'),
  }),
  defineEndpoint({
    path: '/v1/numerology/personal-cycles',
    group: 'numerology',
    cost: 1,
    summary: 'Personal year, month and day at a date; the four pinnacles and four challenges with their age spans',
    query: z.strictObject({ date: birthDate, at: cyclesAt.optional() }),
    prepare: ({ query }) =>
      asRequestError(() => engine.call('numerologyCycles', { date: query.date, at: query.at ?? todayUtc() })),
    compute: handOver,
    answer: engineAnswer('numerologyCycles'),
  }),
  defineEndpoint({
    path: '/v1/numerology/name-correction',
    group: 'numerology',
    cost: 2,
    summary: 'Spellings of a name one or two small edits away (doubled letter, added or dropped vowel, transliteration variant) that reach a target destiny number',
    query: correctionQuery,
    prepare: ({ query }) =>
      asRequestError(() => engine.call('numerologyNameCorrection', { ...query, target: Number(query.target) })),
    compute: handOver,
    answer: engineAnswer('numerologyNameCorrection'),
  }),
  defineEndpoint({
    path: '/v1/numerology/compatibility',
    group: 'numerology',
    cost: 1,
    summary: 'Compatibility of two people: life path, destiny and soul urge pairs by a published table, with a weighted score',
    query: compatibilityQuery,
    prepare: ({ query: q }) =>
      asRequestError(() =>
        engine.call('numerologyCompatibility', {
          p1: { name: q.p1_name, date: q.p1_date },
          p2: { name: q.p2_name, date: q.p2_date },
          system: q.system,
        }),
      ),
    compute: handOver,
    answer: engineAnswer('numerologyCompatibility'),
  }),
];
