// The whole catalog, in the spec's group order.
import type { Endpoint } from '../catalog.js';
import { accountEndpoints } from './account.js';
import { DESCRIPTIONS } from '../descriptions.js';
import { ashtakavargaEndpoints } from './ashtakavarga.js';
import { calendarEndpoints } from './calendar.js';
import { chartDepthEndpoints } from './chart/depth.js';
import { chartImageEndpoints } from './chart/image.js';
import { chartStrengthEndpoints } from './chart/strength.js';
import { chartToolEndpoints } from './chart/tools.js';
import { chartEndpoints } from './chart/views.js';
import { dashaEndpoints } from './dasha/periods.js';
import { rasiDashaEndpoints } from './dasha/rasi.js';
import { kalachakraEndpoints } from './dasha/kalachakra.js';
import { doshaEndpoints } from './dosha.js';
import { eclipsesEndpoints } from './eclipses.js';
import { geoEndpoints } from './geo.js';
import { jaiminiEndpoints } from './jaimini.js';
import { kpEndpoints } from './kp.js';
import { lalkitabEndpoints } from './lalkitab.js';
import { milanEndpoints } from './milan.js';
import { numerologyEndpoints } from './numerology.js';
import { muhurtaEndpoints } from './muhurta.js';
import { planetEventsEndpoints } from './planet-moments/events.js';
import { transitVedicEndpoints } from './transit/gochara.js';
import { transitTimelineEndpoints } from './transit/timeline.js';
import { westernAnalysisEndpoints } from './western/analysis.js';
import { westernHoraryEndpoints } from './western/horary.js';
import { westernPredictiveEndpoints } from './western/predictive.js';
import { westernChartsEndpoints } from './western/techniques.js';
import { westernWheelEndpoints } from './western/wheel.js';
import { yogaEndpoints } from './yoga.js';
import { metaEndpoints, type BuildInfo } from './meta.js';
import { panchangEndpoints } from './panchang.js';
import { planetMomentEndpoints } from './planet-moments/motion.js';
import { prashnaEndpoints } from './prashna.js';
import { reportsEndpoints } from './reports.js';
import { skyEndpoints } from './sky.js';
import { timeEndpoints } from './time.js';
import { transitEndpoints } from './transit/positions.js';
import { upagrahaEndpoints } from './upagraha.js';
import { varshaphalEndpoints } from './varshaphal.js';
import { westernEndpoints } from './western/houses.js';

export function buildCatalog(build: BuildInfo): Endpoint[] {
  const catalog: Endpoint[] = [];
  catalog.push(
    ...metaEndpoints(() => catalog, build),
    ...panchangEndpoints,
    ...calendarEndpoints,
    ...chartEndpoints,
    ...chartDepthEndpoints,
    ...chartStrengthEndpoints,
    ...chartToolEndpoints,
    ...dashaEndpoints,
    ...kalachakraEndpoints,
    ...rasiDashaEndpoints,
    ...milanEndpoints,
    ...muhurtaEndpoints,
    ...transitEndpoints,
    ...transitVedicEndpoints,
    ...transitTimelineEndpoints,
    ...ashtakavargaEndpoints,
    ...planetMomentEndpoints,
    ...planetEventsEndpoints,
    ...skyEndpoints,
    ...eclipsesEndpoints,
    ...prashnaEndpoints,
    ...westernEndpoints,
    ...westernChartsEndpoints,
    ...westernAnalysisEndpoints,
    ...westernPredictiveEndpoints,
    ...westernHoraryEndpoints,
    ...numerologyEndpoints,
    ...chartImageEndpoints,
    ...westernWheelEndpoints,
    ...yogaEndpoints,
    ...doshaEndpoints,
    ...varshaphalEndpoints,
    ...reportsEndpoints,
    ...upagrahaEndpoints,
    ...kpEndpoints,
    ...jaiminiEndpoints,
    ...lalkitabEndpoints,
    ...timeEndpoints,
    ...geoEndpoints,
    ...accountEndpoints,
  );
  for (const e of catalog) e.description ??= DESCRIPTIONS[e.path];
  return catalog;
}
