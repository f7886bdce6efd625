// meta group: the live catalog and the version record (also the health check).
import { z } from 'zod';
import { engine } from '../../addon.js';
import { catalogEntry, defineEndpoint, type Endpoint } from '../catalog.js';

export interface BuildInfo {
  version: string;
  buildCommit: string;
  startedAt: number;
}

export function metaEndpoints(catalog: () => Endpoint[], build: BuildInfo): Endpoint[] {
  return [
    defineEndpoint({
      path: '/v1/meta/endpoints',
      group: 'meta',
      cost: 0,
      auth: false,
      summary: 'Catalog array of all live endpoints (Catalog entry). Unauthenticated',
      query: z.strictObject({}),
      prepare: () => null,
      compute: () => catalog().map(catalogEntry),
    }),
    defineEndpoint({
      path: '/v1/meta/version',
      group: 'meta',
      cost: 0,
      auth: false,
      summary: 'Version record',
      query: z.strictObject({}),
      prepare: () => null,
      compute: () => ({
        version: build.version,
        build_commit: build.buildCommit,
        ephemeris_version: engine.ephemerisVersion(),
        endpoint_count: catalog().length,
        uptime_seconds: Math.floor((Date.now() - build.startedAt) / 1000),
      }),
    }),
  ];
}
