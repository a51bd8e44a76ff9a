import { masterDataApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import { bulkUpdateLabels } from '../../services/master-data/bulk-update-labels.ts';
import { createDocumentLabel } from '../../services/master-data/create-document-label.ts';
import { deleteDocumentLabel } from '../../services/master-data/delete-document-label.ts';
import { createAlias, deleteAlias, listAliases } from '../../services/master-data/label-aliases.ts';
import { labelView } from '../../services/master-data/label-view.ts';
import { listActiveLabels } from '../../services/master-data/list-active-labels.ts';
import { listDocumentLabels } from '../../services/master-data/list-document-labels.ts';
import { setValidationLogic } from '../../services/master-data/set-validation-logic.ts';
import { updateDocumentLabel } from '../../services/master-data/update-document-label.ts';

/** docs/product.md §7 "document-labels/...": the company's labels, aliases, status, master flag and logic. */
export const documentLabelRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;
  const company = (request: Parameters<typeof callerOf>[0]) => callerOf(request).companyId;

  registerRoute(app, masterDataApi.labels, async (request) => ({
    message: 'Berhasil',
    ...(await listDocumentLabels(db, company(request), request.query)),
  }));

  registerRoute(app, masterDataApi.activeLabels, async (request) => ({
    message: 'Berhasil',
    data: await listActiveLabels(db, company(request)),
  }));

  registerRoute(app, masterDataApi.label, async (request) => ({
    message: 'Berhasil',
    data: await labelView(db, company(request), request.params.id),
  }));

  registerRoute(app, masterDataApi.labelAliases, async (request) => ({
    message: 'Berhasil',
    ...(await listAliases(db, company(request), request.params.id, request.query)),
  }));

  registerRoute(app, masterDataApi.createLabel, async (request, reply) =>
    reply.code(201).send({
      message: 'Label ditambahkan.',
      data: await createDocumentLabel(db, company(request), request.body),
    }),
  );

  registerRoute(app, masterDataApi.updateLabel, async (request) => ({
    message: 'Label disimpan.',
    data: await updateDocumentLabel(db, company(request), request.params.id, request.body),
  }));

  registerRoute(app, masterDataApi.deleteLabel, async (request) => {
    await deleteDocumentLabel(db, company(request), request.params.id);
    return { message: 'Label dihapus.', data: { id: request.params.id } };
  });

  registerRoute(app, masterDataApi.createAlias, async (request, reply) =>
    reply.code(201).send({
      message: 'Alias ditambahkan.',
      data: await createAlias(db, company(request), request.body.document_label_id, request.body.alias),
    }),
  );

  registerRoute(app, masterDataApi.deleteAlias, async (request) => {
    await deleteAlias(db, company(request), request.params.id);
    return { message: 'Alias dihapus.', data: { id: request.params.id } };
  });

  registerRoute(app, masterDataApi.setLabelsActive, async (request) => ({
    message: request.body.active ? 'Label diaktifkan.' : 'Label dinonaktifkan.',
    data: {
      updated: await bulkUpdateLabels(db, company(request), request.body.label_ids, {
        active: request.body.active,
      }),
    },
  }));

  registerRoute(app, masterDataApi.setLabelsMaster, async (request) => ({
    message: 'Label utama disimpan.',
    data: {
      updated: await bulkUpdateLabels(db, company(request), request.body.label_ids, {
        is_master: request.body.is_master,
      }),
    },
  }));

  registerRoute(app, masterDataApi.setValidationLogic, async (request) => ({
    message: 'Logika validasi disimpan.',
    data: await setValidationLogic(db, company(request), request.body),
  }));
};
