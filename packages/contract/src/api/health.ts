/** The routes of the health area (apps/api/src/routes/health), defined once for the API and the SPA. */

import { ZHealthResponse, ZReadinessResponse } from '../health.ts';
import { defineRoute } from '../route.ts';

const area = { prefix: 'api', tag: 'health' } as const;

export const healthApi = {
  health: defineRoute({
    ...area,
    method: 'GET',
    path: 'health',
    summary: 'Versi aplikasi dan keadaan basis data',
    access: 'public',
    responses: { 200: ZHealthResponse, 503: ZHealthResponse },
  }),
  ready: defineRoute({
    ...area,
    method: 'GET',
    path: 'health/ready',
    summary: 'Kesiapan proses ini: basis data, penyimpanan berkas, antrean (dan Redis bila dipakai)',
    access: 'public',
    responses: { 200: ZReadinessResponse, 503: ZReadinessResponse },
  }),
};
