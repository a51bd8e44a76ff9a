/** The routes of the company area (apps/api/src/routes/company), defined once for the API and the SPA. */
import { z } from 'zod';
import { ZInternalCompanyListResponse } from '../company/internal.ts';
import { ZPageQuery } from '../envelope.ts';
import { defineRoute } from '../route.ts';

const area = { prefix: 'api', tag: 'company' } as const;

export const companyApi = {
  internal: defineRoute({
    ...area,
    method: 'GET',
    path: 'company/internal',
    summary: 'Daftar semua perusahaan (staf internal)',
    access: 'internal',
    query: ZPageQuery.extend({ search: z.string().max(100).optional() }),
    responses: { 200: ZInternalCompanyListResponse },
  }),
};
