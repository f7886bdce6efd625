// The whole catalog, in the spec's group order.
import type { Endpoint } from '../catalog.js';
import { ashtakavargaEndpoints } from './ashtakavarga.js';
import { chartEndpoints } from './chart.js';
import { chartDepthEndpoints } from './chart-depth.js';
import { chartStrengthEndpoints } from './chart-strength.js';
import { dashaEndpoints } from './dasha.js';
import { doshaEndpoints } from './dosha.js';
import { milanEndpoints } from './milan.js';
import { numerologyEndpoints } from './numerology.js';
import { imageEndpoints } from './images.js';
import { muhurtaEndpoints } from './muhurta.js';
import { planetEventsEndpoints } from './planet-events.js';
import { transitVedicEndpoints } from './transit-vedic.js';
import { westernChartsEndpoints } from './western-charts.js';
import { yogaEndpoints } from './yoga.js';
import { metaEndpoints, type BuildInfo } from './meta.js';
import { panchangEndpoints } from './panchang.js';
import { planetMomentEndpoints } from './planet-moments.js';
import { prashnaEndpoints } from './prashna.js';
import { reportsEndpoints } from './reports.js';
import { transitEndpoints } from './transit.js';
import { upagrahaEndpoints } from './upagraha.js';
import { varshaphalEndpoints } from './varshaphal.js';
import { westernEndpoints } from './western.js';

export function buildCatalog(build: BuildInfo): Endpoint[] {
  const catalog: Endpoint[] = [];
  catalog.push(
    ...metaEndpoints(() => catalog, build),
    ...panchangEndpoints,
    ...chartEndpoints,
    ...chartDepthEndpoints,
    ...chartStrengthEndpoints,
    ...dashaEndpoints,
    ...milanEndpoints,
    ...muhurtaEndpoints,
    ...transitEndpoints,
    ...transitVedicEndpoints,
    ...ashtakavargaEndpoints,
    ...planetMomentEndpoints,
    ...planetEventsEndpoints,
    ...prashnaEndpoints,
    ...westernEndpoints,
    ...westernChartsEndpoints,
    ...numerologyEndpoints,
    ...imageEndpoints,
    ...yogaEndpoints,
    ...doshaEndpoints,
    ...varshaphalEndpoints,
    ...reportsEndpoints,
    ...upagrahaEndpoints,
  );
  return catalog;
}
