/**
 * One way to call the API: `call(route, { params, query, body })` with a route of the contract's
 * table (docs/decisions/route-table.md). It fills the path, sends through the one axios instance
 * (token, refresh, access-denied toast, time-out: client.ts) and reads the answer with the route's
 * success schema, so the call is typed from the same definition the server registers.
 */
import { type RouteAnswer, type RouteArgs, type RouteDefinition, successSchema, urlOf } from '@vd/contract';
import type { AxiosRequestConfig } from 'axios';
import { api } from './client.ts';

/** What else a call may set (a time-out, an abort signal, upload progress, headers). */
export type CallConfig = Omit<AxiosRequestConfig, 'url' | 'method' | 'params' | 'data' | 'baseURL'>;

export type CallArgs<R extends RouteDefinition> = RouteArgs<R> & { config?: CallConfig };

/** The args may be left out when nothing in them is required. */
type Rest<R extends RouteDefinition> =
  Partial<CallArgs<R>> extends CallArgs<R> ? [args?: CallArgs<R>] : [args: CallArgs<R>];

/** The axios request of a route (for a download, whose answer is a file, not JSON). */
export const requestOf = <R extends RouteDefinition>(route: R, args?: CallArgs<R>): AxiosRequestConfig => ({
  ...args?.config,
  method: route.method,
  url: urlOf(route, args?.params ?? undefined),
  ...(args?.query === undefined ? {} : { params: args.query }),
  ...(args?.body === undefined ? {} : { data: args.body }),
});

/** Calls a route and answers its success body, read with the route's schema. */
export async function call<const R extends RouteDefinition>(
  route: R,
  ...[args]: Rest<R>
): Promise<RouteAnswer<R>> {
  const response = await api.request(requestOf(route, args));
  const schema = successSchema(route);
  if (!schema) throw new Error(`${route.method} ${route.path} answers a file: use requestOf`);
  // The schema is the route's success schema, whose output RouteAnswer<R> names.
  return schema.parse(response.data) as RouteAnswer<R>;
}
