// Under /v1/western, catalogued in the images group (the API's groups keep the endpoints the
// contract lists; drawings are listed apart): the tropical natal wheel drawn as SVG (image/svg+xml) by the engine.
import { z } from 'zod';
import { engine } from '../../../addon.js';
import { svgImage } from '../../answers.js';
import { defineEndpoint } from '../../catalog.js';
import { svgAnswer } from '../../raw-body.js';
import { houseSystem, momentFields, place, placeFields, resolveMoment } from '../../schemas.js';
import { aspectSet, lilith } from './techniques.js';

export const westernWheelEndpoints = [
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
      aspects: aspectSet.optional(),
      lilith: lilith.optional(),
    }),
    prepare: ({ query: q }) => ({
      moment: resolveMoment(q),
      place: place(q),
      house_system: q.house_system,
      aspects: q.aspects,
      lilith: q.lilith,
    }),
    compute: (req) => svgAnswer(engine.call('westernNatalWheel', req)),
    answer: svgImage,
  }),
];
