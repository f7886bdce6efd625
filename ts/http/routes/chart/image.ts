// Under /v1/chart, catalogued in the images group (the API's groups keep the endpoints the
// contract lists; drawings are listed apart): the birth chart of any varga drawn as SVG (image/svg+xml) by the engine,
// from the same chart call as the chart endpoints.
import { z } from 'zod';
import { engine } from '../../../addon.js';
import { svgImage } from '../../answers.js';
import { defineEndpoint } from '../../catalog.js';
import { IMAGE_TYPES, imageAnswer, imageFields, imageOptions } from '../../image-options.js';
import { choice, momentFields, place, placeFields, resolveMoment, siderealFields } from '../../schemas.js';

const VARGAS = ['D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'D8', 'D9', 'D10', 'D11', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60'] as const;

const style = choice(['north', 'south', 'east']).meta({
  description: 'north: North Indian diamond chart (houses fixed, sign numbers shown; default). south: South Indian grid (signs fixed, Pisces top left). east: East Indian 3 × 3 grid (signs fixed, Aries top middle, anticlockwise).',
  example: 'north',
});
const varga = choice(VARGAS).meta({ description: 'Divisional chart to draw, D1 (rashi, default) to D60.', example: 'D9' });
const method = choice(['parashara', 'parivritti', 'jagannatha']).meta({
  description: 'Varga method: parashara (BPHS, default), parivritti (cyclic, any varga) or jagannatha (D3 only).',
  example: 'parashara',
});

export const chartImageEndpoints = [
  defineEndpoint({
    path: '/v1/chart/image',
    responseTypes: IMAGE_TYPES,
    group: 'images',
    cost: 1,
    summary: 'Birth chart of any varga as an SVG or PNG image, North, South or East Indian style',
    query: z.strictObject({
      ...momentFields,
      ...placeFields,
      ...siderealFields,
      style: style.optional(),
      varga: varga.optional(),
      method: method.optional(),
      ...imageFields,
    }),
    prepare: ({ query: q }) => ({
      moment: resolveMoment(q),
      place: place(q),
      ayanamsa: q.ayanamsa,
      node: q.node,
      style: q.style,
      varga: q.varga,
      method: q.method,
      ...imageOptions(q),
    }),
    compute: (req) => imageAnswer(engine.call('chartImage', req)),
    answer: svgImage,
  }),
];
