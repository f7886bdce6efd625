// transit group: where the planets are now (or at a given moment).
import { z } from 'zod';
import { byEngine } from '../../answers.js';
import { defineEndpoint } from '../../catalog.js';
import { ApiError } from '../../errors.js';
import { date, nowMoment, resolveMoment, siderealFields, time, timezone, tz } from '../../schemas.js';

const query = z.strictObject({
  date: date.optional(),
  time: time.optional(),
  tz: tz.optional(),
  timezone: timezone.optional(),
  ...siderealFields,
});

export const transitEndpoints = [
  defineEndpoint({
    path: '/v1/transit/positions',
    group: 'transit',
    cost: 1,
    summary: 'Current sidereal positions of all planets',
    query,
    prepare: ({ query: q }) => {
      const given = q.date !== undefined || q.time !== undefined;
      if (given && (q.date === undefined || q.time === undefined)) {
        throw new ApiError('invalid_request', 'Invalid request: give both date and time, or neither for now', {
          details: [{ param: q.date === undefined ? 'date' : 'time', message: 'is required with the other' }],
        });
      }
      const moment = given ? resolveMoment({ date: q.date!, time: q.time!, tz: q.tz, timezone: q.timezone }) : nowMoment(q);
      // Positions do not depend on the place; the chart call needs one for its ascendant only.
      return { moment, place: { lat: 0, lon: 0 }, ayanamsa: q.ayanamsa, node: q.node };
    },
    ...byEngine('skyPositions'),
  }),
];
