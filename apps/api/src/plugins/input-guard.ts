import { findUnsafeText, safeTextMessage } from '@vd/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/** Throws 400 when a decoded input holds text PostgreSQL cannot store (NUL, a lone surrogate). */
export function assertSafeInput(input: unknown, prefix?: string) {
  const field = findUnsafeText(input);
  if (field === null) return;
  const name = prefix ? (field === '_' ? prefix : `${prefix}.${field}`) : field;
  throw new AppError('VALIDATION_FAILED', safeTextMessage, { [name]: safeTextMessage });
}

function checkRequest(request: FastifyRequest) {
  assertSafeInput(request.params);
  assertSafeInput(request.query);
  assertSafeInput(request.body);
}

/**
 * The one check of decoded input for every route (docs/security.md): path parameters, query and
 * JSON body (a multipart stream is not parsed yet: its readers check its text fields).
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => checkRequest(request));
});
