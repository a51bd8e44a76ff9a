import { type ErrorCode, type ErrorResponse, errorCatalogue } from '@vd/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

/** Fastify's own error codes that mean the client sent something wrong. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

const statusCodes: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * The edge where every error becomes the failure envelope of docs/product.md §8. A 5xx answers a
 * generic Indonesian message; its details go to the log only.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toFailure(error, request);
    if (errorCatalogue[body.code].status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code }, body.message);
    if (error instanceof AppError && error.headers) reply.headers(error.headers);
    return reply.status(errorCatalogue[body.code].status).send(body);
  });
});

function toFailure(error: FastifyError, request: FastifyRequest): ErrorResponse {
  const base = { request_id: request.id };
  if (error instanceof AppError) {
    return {
      ...base,
      code: error.code,
      message: error.message,
      ...(error.errors && { errors: error.errors }),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field =
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || '_';
      errors[field] ??= issue.message ?? errorCatalogue.VALIDATION_FAILED.message;
    }
    return { ...base, code: 'VALIDATION_FAILED', message: errorCatalogue.VALIDATION_FAILED.message, errors };
  }
  const code =
    (error.code && fastifyCodes[error.code]) ||
    (error.statusCode && error.statusCode < 500 ? statusCodes[error.statusCode] : undefined) ||
    'INTERNAL';
  return { ...base, code, message: errorCatalogue[code].message };
}

export function sendFailure(reply: FastifyReply, code: ErrorCode, message?: string) {
  return reply
    .status(errorCatalogue[code].status)
    .send({ code, message: message ?? errorCatalogue[code].message, request_id: reply.request.id });
}
