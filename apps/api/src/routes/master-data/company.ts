import {
  ZAdditionalLabelListResponse,
  ZCreateAdditionalLabelsRequest,
  ZCreateAdditionalLabelsResponse,
  ZCreateLabelParameterRequest,
  ZLabelParameterListResponse,
  ZLabelParameterQuery,
  ZLabelParameterResponse,
  ZMasterDocumentResponse,
  ZOnboardingCheckResponse,
  ZOnboardingStageParam,
  ZPickLabelParametersRequest,
  ZPickLabelParametersResponse,
  ZSetMasterDocumentRequest,
  ZUpdateOnboardingRequest,
} from '@vd/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, requireCaller, requireInternal } from '../../plugins/auth.ts';
import {
  createAdditionalLabels,
  listAdditionalLabels,
} from '../../services/master-data/additional-labels.ts';
import { createLabelParameter, listLabelParameters } from '../../services/master-data/label-parameters.ts';
import { getMasterDocument, setMasterDocument } from '../../services/master-data/master-document.ts';
import { checkOnboarding, updateOnboarding } from '../../services/master-data/onboarding.ts';
import { pickLabelParameters } from '../../services/master-data/pick-label-parameters.ts';

const tags = ['master-data'];
const security = [{ bearerAuth: [] }];

/** docs/product.md §7: the label catalogue, the company's picks and labels, master document, onboarding. */
export const companyMasterDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;
  const reader = requireCaller(app);
  const writer = requireCaller(app, { permission: 'master-data.manage' });
  /** docs/product.md §9: company settings and the master document are not for members. */
  const managerReader = requireCaller(app, { permission: 'company.read' });

  app.get(
    '/label-parameters',
    {
      schema: {
        tags,
        security,
        summary: 'Katalog label (global), dengan tanda label yang sudah dipakai perusahaan',
        querystring: ZLabelParameterQuery,
        response: { 200: ZLabelParameterListResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await listLabelParameters(db, callerOf(request).companyId, request.query),
    }),
  );

  app.post(
    '/label-parameters',
    {
      schema: {
        tags,
        security,
        summary: 'Tambah label ke katalog global (staf internal saja)',
        body: ZCreateLabelParameterRequest,
        response: { 201: ZLabelParameterResponse },
      },
      preHandler: requireInternal(app),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ message: 'Label katalog ditambahkan.', data: await createLabelParameter(db, request.body) }),
  );

  app.post(
    '/company/label-parameters',
    {
      schema: {
        tags,
        security,
        summary: 'Pakai label katalog: dibuat sebagai label perusahaan (yang sudah dipakai dilewati)',
        body: ZPickLabelParametersRequest,
        response: { 200: ZPickLabelParametersResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Label dipilih.',
      data: await pickLabelParameters(db, callerOf(request).companyId, request.body.label_ids),
    }),
  );

  app.get(
    '/company/additional-label-parameters',
    {
      schema: {
        tags,
        security,
        summary: 'Label tambahan milik perusahaan',
        response: { 200: ZAdditionalLabelListResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await listAdditionalLabels(db, callerOf(request).companyId),
    }),
  );

  app.post(
    '/company/additional-label-parameters',
    {
      schema: {
        tags,
        security,
        summary: 'Tambah label sendiri (satu atau beberapa)',
        body: ZCreateAdditionalLabelsRequest,
        response: { 201: ZCreateAdditionalLabelsResponse },
      },
      preHandler: writer,
    },
    async (request, reply) =>
      reply.code(201).send({
        message: 'Label ditambahkan.',
        data: await createAdditionalLabels(db, callerOf(request).companyId, request.body),
      }),
  );

  app.get(
    '/company/master-document',
    {
      schema: { tags, security, summary: 'Jenis dokumen acuan', response: { 200: ZMasterDocumentResponse } },
      preHandler: managerReader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: { document_type: await getMasterDocument(db, callerOf(request).companyId) },
    }),
  );

  app.put(
    '/company/master-document',
    {
      schema: {
        tags,
        security,
        summary: 'Pilih jenis dokumen acuan',
        body: ZSetMasterDocumentRequest,
        response: { 200: ZMasterDocumentResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Dokumen acuan disimpan.',
      data: {
        document_type: await setMasterDocument(db, callerOf(request).companyId, request.body.document_type),
      },
    }),
  );

  app.get(
    '/company/onboarding/check',
    {
      schema: {
        tags,
        security,
        summary: 'Tahap onboarding dan statusnya',
        response: { 200: ZOnboardingCheckResponse },
      },
      preHandler: reader,
    },
    async (request) => ({
      message: 'Berhasil',
      data: await checkOnboarding(db, callerOf(request).companyId),
    }),
  );

  app.put(
    '/company/onboarding/update/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Tandai tahap onboarding selesai, dilewati, atau belum',
        params: ZOnboardingStageParam,
        body: ZUpdateOnboardingRequest,
        response: { 200: ZOnboardingCheckResponse },
      },
      preHandler: writer,
    },
    async (request) => ({
      message: 'Onboarding disimpan.',
      data: await updateOnboarding(db, callerOf(request).companyId, request.params.id, request.body.status),
    }),
  );
};
