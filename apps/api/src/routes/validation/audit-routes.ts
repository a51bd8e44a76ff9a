import { validationApi } from '@vd/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { type AuditExport, exportAudits } from '../../services/validation/export-audits.ts';
import { listAudits } from '../../services/validation/list-audits.ts';
import { validationHistory } from '../../services/validation/run-history.ts';
import { updateAjuNumber } from '../../services/validation/update-aju-number.ts';
import { validationStats } from '../../services/validation/validation-stats.ts';
import { attachmentNamed, sendDownload } from '../file-reply.ts';

/** Sends an export as a download. */
const download = (reply: FastifyReply, result: AuditExport) =>
  sendDownload(reply, result.contentType, attachmentNamed(result.fileName), result.stream);

/**
 * docs/product.md §7 "Validation": audits with their nomor aju, the query list and exports, the history and
 * the homepage's statistics. Everyone of the company may read and export (internal staff too);
 * changing a nomor aju is a write.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  registerRoute(app, validationApi.audit, async (request) => ({
    message: 'Berhasil',
    ...(await listAudits(ctx.db, callerOf(request).companyId, request.query)),
  }));

  registerRoute(app, validationApi.setAuditAjuNumber, async (request) => ({
    message: 'Nomor aju disimpan.',
    data: await updateAjuNumber(ctx.db, callerOf(request), request.params.id, request.body.aju_number),
  }));

  registerRoute(app, validationApi.downloadAudit, async (request, reply) =>
    download(reply, await exportAudits(ctx.db, callerOf(request).companyId, request.query, 'csv')),
  );

  registerRoute(app, validationApi.setQueryAjuNumber, async (request) => ({
    message: 'Nomor aju disimpan.',
    data: await updateAjuNumber(
      ctx.db,
      callerOf(request),
      request.body.validation_audit_id,
      request.body.aju_number,
    ),
  }));

  registerRoute(app, validationApi.queryExport, async (request, reply) => {
    const { format, ...filters } = request.query;
    return download(reply, await exportAudits(ctx.db, callerOf(request).companyId, filters, format));
  });

  registerRoute(app, validationApi.queryList, async (request) => ({
    message: 'Berhasil',
    ...(await listAudits(ctx.db, callerOf(request).companyId, request.query)),
  }));

  registerRoute(
    app,
    validationApi.history,
    async (request) => ({
      message: 'Berhasil',
      ...(await validationHistory(ctx.db, callerOf(request).companyId, request.query)),
    }),
    { listCache: true },
  );

  registerRoute(app, validationApi.stats, async (request) => ({
    message: 'Berhasil',
    data: await validationStats(ctx.db, callerOf(request).companyId),
  }));
};
