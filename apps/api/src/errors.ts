import { type ErrorCode, errorCatalogue } from '@vd/contract';

/**
 * The one error class of the product: a code, an Indonesian message for the user and an HTTP
 * status (from the contract's catalogue). Thrown anywhere; turned into HTTP once, at the edge.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? errorCatalogue[code].message);
    this.status = errorCatalogue[code].status;
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
