// (being written) endpoints of this part of the catalog.
import type { Endpoint } from '../catalog.js';

export const reportsEndpoints: Endpoint[] = [];
