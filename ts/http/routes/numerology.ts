// numerology group: the five core numbers of a birth date and a name (one engine call).
import { z } from 'zod';
import { engine } from '../../addon.js';
import { engineAnswer } from '../answers.js';
import { defineEndpoint } from '../catalog.js';
import { asRequestError, calendarDate, choice } from '../schemas.js';

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
];
