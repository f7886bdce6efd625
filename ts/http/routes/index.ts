// The whole catalog, in the spec's group order.
import type { Endpoint } from '../catalog.js';
import { chartEndpoints } from './chart.js';
import { metaEndpoints, type BuildInfo } from './meta.js';
import { panchangEndpoints } from './panchang.js';
import { planetMomentEndpoints } from './planet-moments.js';
import { prashnaEndpoints } from './prashna.js';
import { transitEndpoints } from './transit.js';
import { westernEndpoints } from './western.js';

export function buildCatalog(build: BuildInfo): Endpoint[] {
  const catalog: Endpoint[] = [];
  catalog.push(
    ...metaEndpoints(() => catalog, build),
    ...panchangEndpoints,
    ...chartEndpoints,
    ...transitEndpoints,
    ...planetMomentEndpoints,
    ...prashnaEndpoints,
    ...westernEndpoints,
  );
  return catalog;
}
