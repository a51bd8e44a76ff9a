import {
  ZAuditFilters,
  ZAuditIdParam,
  ZAuditListResponse,
  ZAuditQuery,
  ZAuditResponse,
  ZQueryAjuRequest,
  ZQueryExportQuery,
  ZQueryListQuery,
  ZQueryListResponse,
  ZUpdateAjuRequest,
  ZValidationHistoryQuery,
  ZValidationHistoryResponse,
  ZValidationStatsResponse,
} from '@vd/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireCaller } from '../../plugins/auth.ts';
import { type AuditExport, exportAudits } from '../../services/validation/export-audits.ts';
import { listAudits } from '../../services/validation/list-audits.ts';
import { updateAjuNumber } from '../../services/validation/update-aju-number.ts';
import { validationHistory } from '../../services/validation/validation-history.ts';
import { validationStats } from '../../services/validation/validation-stats.ts';

const tags = ['validation'];
const security = [{ bearerAuth: [] }];
const file = (description: string, types: string[]) => ({
  description,
  content: Object.fromEntries(types.map((type) => [type, { schema: z.string().describe(description) }])),
});
const csv = 'text/csv';
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends an export as a download; the stream is never serialised. */
const download = (reply: FastifyReply, result: AuditExport) =>
  reply
    .type(result.contentType)
    .header('content-disposition', `attachment; filename="${result.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(result.stream as never);

/**
 * docs/product.md §7 "Validation": audits with their nomor aju, the query list and exports, the history and
 * the homepage's statistics. Everyone of the company may read and export (internal staff too);
 * changing a nomor aju is a write.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const reader = requireCaller(app);
  const writer = requireCaller(app, { write: true });

  app.get(
    '/validation/audit',
    {
      schema: {
        tags,
        security,
        summary: 'Audit validasi yang sudah dijalankan (cari, saring, halaman)',
        querystring: ZAuditQuery,
        response: { 200: ZAuditListResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      ...(await listAudits(ctx.db, callerOf(request).companyId, request.query)),
    }),
  );

  app.put(
    '/validation/audit/:id/update-aju-number',
    {
      schema: {
        tags,
        security,
        summary: 'Ubah nomor aju sebuah audit',
        params: ZAuditIdParam,
        body: ZUpdateAjuRequest,
        response: { 200: ZAuditResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Nomor aju disimpan.',
      data: await updateAjuNumber(ctx.db, callerOf(request), request.params.id, request.body.aju_number),
    }),
  );

  app.get(
    '/validation/download-audit',
    {
      schema: {
        tags,
        security,
        summary: 'Unduh audit sebagai CSV (UTF-8 dengan BOM)',
        querystring: ZAuditFilters,
        response: { 200: file('Audit validasi (CSV)', [csv]) },
      },
      preHandler: reader,
    },
    async (request, reply) =>
      download(reply, await exportAudits(ctx.db, callerOf(request).companyId, request.query, 'csv')),
  );

  app.put(
    '/query/aju-number',
    {
      schema: {
        tags,
        security,
        summary: 'Ubah nomor aju dari layar query',
        body: ZQueryAjuRequest,
        response: { 200: ZAuditResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Nomor aju disimpan.',
      data: await updateAjuNumber(
        ctx.db,
        callerOf(request),
        request.body.validation_audit_id,
        request.body.aju_number,
      ),
    }),
  );

  app.post(
    '/query/export',
    {
      schema: {
        tags,
        security,
        summary: 'Ekspor daftar query sebagai XLSX atau CSV (filter di query string)',
        querystring: ZQueryExportQuery,
        response: { 200: file('Daftar query (XLSX atau CSV)', [xlsx, csv]) },
      },
      preHandler: reader,
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      return download(reply, await exportAudits(ctx.db, callerOf(request).companyId, filters, format));
    },
  );

  app.get(
    '/query/list',
    {
      schema: {
        tags,
        security,
        summary: 'Daftar query: audit dengan nomor aju (cari, saring, halaman)',
        querystring: ZQueryListQuery,
        response: { 200: ZQueryListResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      ...(await listAudits(ctx.db, callerOf(request).companyId, request.query)),
    }),
  );

  app.get(
    '/validation/history',
    {
      schema: {
        tags,
        security,
        summary: 'Riwayat semua validasi perusahaan, termasuk draf',
        querystring: ZValidationHistoryQuery,
        response: { 200: ZValidationHistoryResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      ...(await validationHistory(ctx.db, callerOf(request).companyId, request.query)),
    }),
  );

  app.get(
    '/validation/stats',
    {
      schema: {
        tags,
        security,
        summary: 'Hasil validasi selesai per hari selama 30 hari terakhir (WIB), untuk beranda',
        response: { 200: ZValidationStatsResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await validationStats(ctx.db, callerOf(request).companyId),
    }),
  );
};
