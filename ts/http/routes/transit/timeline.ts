// transit group: the personal Vedic transit calendar of a range (at most five years): slow
// planets' sign ingresses with the house from the natal Moon and lagna and the bindus of the sign
// entered, janma/anujanma/trijanma nakshatra transits, chandrashtama, sade sati phase and dhaiya
// starts, and Jupiter/Saturn passes over natal points. Input: the standard birth query plus
// `from` and `to` (local dates in the birth's offset). One AsyncTask on the libuv pool.
import { z } from 'zod';
import { engine } from '../../../addon.js';
import { engineAnswer } from '../../answers.js';
import { defineEndpoint } from '../../catalog.js';
import { invalidRequest } from '../../errors.js';
import { calendarDate, choice, dayNumber, localMidnight, momentFields, nextDate, place, placeFields, resolveMoment, siderealFields } from '../../schemas.js';

const MAX_DAYS = Math.floor(5 * 365.25) + 1;

const query = z.strictObject({
  ...momentFields,
  ...placeFields,
  ...siderealFields,
  from: calendarDate('First local date of the range, YYYY-MM-DD (birth offset).', '2025-01-01'),
  to: calendarDate('Last local date of the range, YYYY-MM-DD (birth offset); at most five years after from.', '2029-12-31'),
  mars: choice(['true', 'false'] as const)
    .meta({ description: "Also list Mars's sign ingresses (default false).", example: 'false' })
    .optional(),
});

export const transitTimelineEndpoints = [
  defineEndpoint({
    path: '/v1/transit/timeline',
    group: 'transit',
    heavy: true,
    window: 'from to to at most five years',
    cost: 3,
    summary: 'Personal Vedic transit calendar for a range',
    query,
    prepare: ({ query: q }) => {
      const days = dayNumber(q.to) - dayNumber(q.from) + 1;
      if (!(days >= 1)) throw invalidRequest([{ param: 'to', message: 'must be on or after from' }]);
      if (days > MAX_DAYS) throw invalidRequest([{ param: 'to', message: 'the range may span at most five years' }]);
      return {
        moment: resolveMoment(q),
        place: place(q),
        ayanamsa: q.ayanamsa,
        node: q.node,
        from: localMidnight(q.from, 'from', q),
        to: localMidnight(nextDate(q.to), 'to', q),
        include_mars: q.mars === 'true',
      };
    },
    compute: (req) => engine.callAsync('transitTimelineAsync', req),
    answer: engineAnswer('transitTimelineAsync'),
  }),
];
