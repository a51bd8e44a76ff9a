import { masterDataApi } from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/auth.ts';
import { registerRoute } from '../../plugins/route.ts';
import {
  createAdditionalLabels,
  listAdditionalLabels,
} from '../../services/master-data/additional-labels.ts';
import { createLabelParameter, listLabelParameters } from '../../services/master-data/label-parameters.ts';
import { getMasterDocument, setMasterDocument } from '../../services/master-data/master-document.ts';
import { checkOnboarding, updateOnboarding } from '../../services/master-data/onboarding.ts';
import { pickLabelParameters } from '../../services/master-data/pick-label-parameters.ts';

/** docs/product.md §7: the label catalogue, the company's picks and labels, master document, onboarding. */
export const companyMasterDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;
  /** docs/product.md §9: company settings and the master document are not for members. */

  registerRoute(app, masterDataApi.labelCatalog, async (request) => ({
    message: 'Berhasil',
    data: await listLabelParameters(db, callerOf(request).companyId, request.query),
  }));

  registerRoute(app, masterDataApi.createCatalogLabels, async (request, reply) =>
    reply
      .code(201)
      .send({ message: 'Label katalog ditambahkan.', data: await createLabelParameter(db, request.body) }),
  );

  registerRoute(app, masterDataApi.pickLabelParameters, async (request) => ({
    message: 'Label dipilih.',
    data: await pickLabelParameters(db, callerOf(request).companyId, request.body.label_ids),
  }));

  registerRoute(app, masterDataApi.additionalLabels, async (request) => ({
    message: 'Berhasil',
    data: await listAdditionalLabels(db, callerOf(request).companyId),
  }));

  registerRoute(app, masterDataApi.createAdditionalLabels, async (request, reply) =>
    reply.code(201).send({
      message: 'Label ditambahkan.',
      data: await createAdditionalLabels(db, callerOf(request).companyId, request.body),
    }),
  );

  registerRoute(app, masterDataApi.masterDocument, async (request) => ({
    message: 'Berhasil',
    data: { document_type: await getMasterDocument(db, callerOf(request).companyId) },
  }));

  registerRoute(app, masterDataApi.setMasterDocument, async (request) => ({
    message: 'Dokumen acuan disimpan.',
    data: {
      document_type: await setMasterDocument(db, callerOf(request).companyId, request.body.document_type),
    },
  }));

  registerRoute(app, masterDataApi.onboarding, async (request) => ({
    message: 'Berhasil',
    data: await checkOnboarding(db, callerOf(request).companyId),
  }));

  registerRoute(app, masterDataApi.updateOnboardingStage, async (request) => ({
    message: 'Onboarding disimpan.',
    data: await updateOnboarding(db, callerOf(request).companyId, request.params.id, request.body.status),
  }));
};
