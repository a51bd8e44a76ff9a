import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the contract's zod schemas, with its viewer at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance, options: { version: string }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Validasi Dokumen Ekspor/Impor API',
        description:
          'API untuk memvalidasi dokumen ekspor/impor terhadap template. Jawaban berhasil: ' +
          '`{ message, data, meta? }`; jawaban gagal: `{ message, code, errors? }`.',
        version: options.version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
