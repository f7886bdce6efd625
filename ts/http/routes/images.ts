// images group: chart drawings as SVG (image/svg+xml), drawn by the engine from the same chart
// calls as the chart endpoints. `compute` answers `{ contentType, body }`, which the metered-call
// middleware sends as the raw body with that content type.
import { z } from 'zod';
import { engine } from '../../addon.js';
import { defineEndpoint } from '../catalog.js';
import { houseSystem, momentFields, place, placeFields, resolveMoment, siderealFields } from '../schemas.js';

/** A non-JSON answer: the middleware sets `ctx.type = contentType` and sends `body` as is. */
export interface RawBody {
  contentType: string;
  body: string;
}

const VARGAS = ['D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'D8', 'D9', 'D10', 'D11', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60'] as const;

const style = z.enum(['north', 'south']).meta({
  description: 'north: North Indian diamond chart (houses fixed, sign numbers shown; default). south: South Indian grid (signs fixed, Pisces top left).',
  example: 'north',
});
const varga = z.enum(VARGAS).meta({ description: 'Divisional chart to draw, D1 (rashi, default) to D60.', example: 'D9' });
const method = z.enum(['parashara', 'parivritti', 'jagannatha']).meta({
  description: 'Varga method: parashara (BPHS, default), parivritti (cyclic, any varga) or jagannatha (D3 only).',
  example: 'parashara',
});
const aspects = z.enum(['all', 'major']).meta({ description: 'Aspect lines to draw: all (default) or major.', example: 'all' });
const lilith = z.enum(['mean', 'true']).meta({ description: 'Lilith: mean lunar apogee (default) or true (osculating).', example: 'mean' });

const svg = (answer: { content_type: string; body: string }): RawBody => ({ contentType: answer.content_type, body: answer.body });

export const imageEndpoints = [
  defineEndpoint({
    path: '/v1/chart/image',
    responseTypes: ['image/svg+xml'],
    group: 'images',
    cost: 1,
    summary: 'Birth chart of any varga as an SVG image, North or South Indian style',
    query: z.strictObject({
      ...momentFields,
      ...placeFields,
      ...siderealFields,
      style: style.optional(),
      varga: varga.optional(),
      method: method.optional(),
    }),
    prepare: ({ query: q }) => ({
      moment: resolveMoment(q),
      place: place(q),
      ayanamsa: q.ayanamsa,
      node: q.node,
      style: q.style,
      varga: q.varga,
      method: q.method,
    }),
    compute: (req) => svg(engine.call('chartImage', req)),
  }),
  defineEndpoint({
    path: '/v1/western/natal/wheel',
    responseTypes: ['image/svg+xml'],
    group: 'images',
    cost: 1,
    summary: 'Tropical natal chart wheel as an SVG image: signs, house cusps, planets and aspect lines',
    query: z.strictObject({
      ...momentFields,
      ...placeFields,
      house_system: houseSystem.optional(),
      aspects: aspects.optional(),
      lilith: lilith.optional(),
    }),
    prepare: ({ query: q }) => ({
      moment: resolveMoment(q),
      place: place(q),
      house_system: q.house_system,
      aspects: q.aspects,
      lilith: q.lilith,
    }),
    compute: (req) => svg(engine.call('westernNatalWheel', req)),
  }),
];
