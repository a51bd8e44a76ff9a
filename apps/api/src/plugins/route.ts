import { type Access, prefixes, type RouteDefinition, serverPathOf } from '@vd/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { requireAnyCaller, requireCaller, requireInternal } from './auth.ts';

type Parsed<R, K extends 'params' | 'query' | 'body'> = R extends { multipart: true }
  ? unknown
  : R extends Record<K, infer S extends z.ZodType>
    ? z.output<S>
    : unknown;

/** The request of a route, typed from its definition (a multipart route's params and body are unchecked). */
export type RouteRequest<R extends RouteDefinition> = FastifyRequest<{
  Params: Parsed<R, 'params'>;
  Querystring: Parsed<R, 'query'>;
  Body: Parsed<R, 'body'>;
}>;

/** Any JSON answer the definition declares (`z.input`: what the serializer accepts). */
export type RouteReply<R extends RouteDefinition> = R extends { responses: infer A }
  ? { [K in keyof A]: A[K] extends z.ZodType ? z.input<A[K]> : never }[keyof A]
  : never;

export type RouteHandler<R extends RouteDefinition> = (
  this: FastifyInstance,
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<RouteReply<R> | FastifyReply> | RouteReply<R> | FastifyReply;

/** More of a route: its rate limits, run after the access guard. */
export interface RouteExtras {
  preHandler?: preHandlerAsyncHookHandler[];
  /** A company list answered from memory while the company's lists have not changed (list-cache.ts). */
  listCache?: boolean;
}

/** The guard of an access rule (docs/roles.md), or none for a public route. */
function guardOf(app: FastifyInstance, access: Access): preHandlerAsyncHookHandler | null {
  if (access === 'public') return null;
  if (access === 'member') return requireCaller(app);
  if (access === 'member-write') return requireCaller(app, { write: true });
  if (access === 'internal') return requireInternal(app);
  if (access === 'signed-in') return requireAnyCaller(app);
  return requireCaller(app, { permission: access.permission });
}

/** The guard of an access rule for a route registered by hand (the progress websocket). */
export const accessGuard = (app: FastifyInstance, access: Access): preHandlerAsyncHookHandler =>
  guardOf(app, access) ?? (async () => {});

/** A multipart body is read as a stream by the handler: nothing is validated before it. */
const unchecked = () => (data: unknown) => ({ value: data });

/** The OpenAPI and validation schema of a definition. */
function schemaOf(route: RouteDefinition): FastifySchema {
  return {
    ...(route.hidden ? { hide: true } : { tags: [route.tag] }),
    ...(route.access === 'public' || route.hidden ? {} : { security: [{ bearerAuth: [] }] }),
    ...(route.hidden ? {} : { summary: route.summary }),
    ...(route.description ? { description: route.description } : {}),
    ...(route.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    ...(route.responses ? { response: route.responses } : {}),
  };
}

/**
 * Registers a route of the contract's table (docs/decisions/route-table.md): its method and path,
 * its schemas and OpenAPI summary, and the guard of its access rule, then `extras.preHandler`
 * (rate limits); `extras.listCache` keeps its answers by the company's lists version. The app is the area's plugin, under the route's prefix.
 */
export function registerRoute<const R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  extras: RouteExtras = {},
): void {
  if (app.prefix !== prefixes[route.prefix]) {
    throw new Error(
      `${route.method} ${route.path}: registered under ${app.prefix}, defined under ${route.prefix}`,
    );
  }
  const guard = guardOf(app, route.access);
  const preHandler = [...(guard ? [guard] : []), ...(extras.preHandler ?? [])];
  app.route({
    method: route.method,
    url: serverPathOf(route),
    schema: schemaOf(route),
    ...(preHandler.length > 0 ? { preHandler } : {}),
    ...(route.multipart ? { validatorCompiler: unchecked } : {}),
    ...(extras.listCache ? { config: { listCache: true } } : {}),
    // The definition's schemas type the request and the answer (RouteRequest, RouteReply).
    handler: handler as unknown as RouteHandlerMethod,
  });
}
