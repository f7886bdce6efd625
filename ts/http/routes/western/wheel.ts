// Under /v1/western, catalogued in the images group (the API's groups keep the endpoints the
// contract lists; drawings are listed apart): the tropical natal wheel, with transits on an outer
// ring when a transit moment is given, and the synastry bi-wheel, drawn by the engine as SVG
// (image/svg+xml) or PNG (image/png).
import { z } from 'zod';
import { engine } from '../../../addon.js';
import { svgImage } from '../../answers.js';
import { defineEndpoint } from '../../catalog.js';
import { IMAGE_TYPES, imageAnswer, imageFields, imageOptions } from '../../image-options.js';
import { houseSystem, momentFields, place, placeFields, resolveMoment } from '../../schemas.js';
import { aspectSet, lilith, momentOf, secondMoment, twoPeople, twoRequest } from './techniques.js';

const transitFields = momentOf('transit_', 'Transit moment drawn on an outer ring (no outer ring when absent)', { date: '2024-03-01', time: '12:00' });

export const westernWheelEndpoints = [
  defineEndpoint({
    path: '/v1/western/natal/wheel',
    responseTypes: IMAGE_TYPES,
    group: 'images',
    cost: 1,
    summary: 'Tropical natal chart wheel as an SVG or PNG image: signs, house cusps, planets and aspect lines; transits on an outer ring with transit_date',
    query: z.strictObject({
      ...momentFields,
      ...placeFields,
      house_system: houseSystem.optional(),
      aspects: aspectSet.optional(),
      lilith: lilith.optional(),
      ...transitFields,
      ...imageFields,
    }),
    prepare: ({ query: q }) => ({
      moment: resolveMoment(q),
      place: place(q),
      house_system: q.house_system,
      aspects: q.aspects,
      lilith: q.lilith,
      transit: secondMoment(q, 'transit_', '12:00'),
      ...imageOptions(q),
    }),
    compute: (req) => imageAnswer(engine.call('westernNatalWheel', req)),
    answer: svgImage,
  }),
  defineEndpoint({
    path: '/v1/western/synastry/wheel',
    responseTypes: IMAGE_TYPES,
    group: 'images',
    cost: 2,
    summary: 'Synastry bi-wheel as an SVG or PNG image: the first chart inside, the second person\'s planets on the outer ring, the aspects between them',
    query: z.strictObject({ ...twoPeople, ...imageFields }),
    prepare: ({ query: q }) => ({ ...twoRequest(q), ...imageOptions(q) }),
    compute: (req) => imageAnswer(engine.call('westernSynastryWheel', req)),
    answer: svgImage,
  }),
];
