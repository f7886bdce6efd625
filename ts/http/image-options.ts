// The query options every chart image takes: a title, the width, the colour theme, the
// language of the labels and the file format. Declared once here for the image routes, with the
// raw body of an image answer (SVG text, or PNG bytes that cross from the engine in base64).
import { z } from 'zod';
import type { RawBody } from './raw-body.js';
import { choice, lang, numberIn } from './schemas.js';

export const IMAGE_TYPES = ['image/svg+xml', 'image/png'];

export const imageFields = {
  name: z
    .string()
    .min(1, 'must not be empty')
    .max(80, 'must be at most 80 characters')
    .meta({ description: "Heading of the image, e.g. the person's name (at most 80 characters); no heading when absent.", example: 'Ada Lovelace' })
    .optional(),
  size: numberIn({
    pattern: /^\d+$/,
    integer: true,
    message: 'must be a width in px, 200 to 4000',
    rangeMessage: 'must be 200 to 4000 px',
    min: 200,
    max: 4000,
    description: 'Width of the image in px, 200 to 4000 (the height follows); the drawing\'s natural width when absent.',
    example: '800',
  }).optional(),
  theme: choice(['light', 'dark', 'print'])
    .meta({ description: 'Colours: light (default), dark (light ink on a dark page) or print (black and greys on white).', example: 'light' })
    .optional(),
  lang: lang
    .meta({
      description:
        'Language of the labels: planet and sign marks of the Indian charts (सू चं मं … in hi), tooltips and the wheel legend, from the same name tables as lang= on the other endpoints; numbers stay Arabic, data-* attributes English. Default en.',
      example: 'hi',
    })
    .optional(),
  format: choice(['svg', 'png'])
    .meta({ description: 'svg (image/svg+xml, default) or png (image/png, rendered in-process with the fonts built in).', example: 'svg' })
    .optional(),
};

type ImageQuery = { name?: string; size?: number; theme?: string; lang?: string; format?: string };

/** The engine's view of the image options of a query. */
export const imageOptions = (q: ImageQuery) => ({ name: q.name, size: q.size, theme: q.theme, lang: q.lang, format: q.format });

/** The engine's `{content_type, body}` image answer as a raw body (PNG decoded from base64). */
export const imageAnswer = (answer: { content_type: string; body: string }): RawBody => ({
  contentType: answer.content_type,
  body: answer.content_type === 'image/png' ? Buffer.from(answer.body, 'base64') : answer.body,
});
