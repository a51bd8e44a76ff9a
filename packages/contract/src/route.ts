/**
 * One HTTP route, defined once (docs/decisions/route-table.md): its method, path, schemas, who may
 * call it, and its OpenAPI summary. The API registers its routes from these definitions
 * (`registerRoute`, role checks and OpenAPI included) and the SPA calls them with `call(route, args)`,
 * typed from the same schemas. Each area's table is `src/api/<area>.ts` (`validationApi.result`).
 */
import type { z } from 'zod';
import { prefixes } from './routes.ts';
import type { Permission } from './user/permissions.ts';

/**
 * Who may call a route, exactly the API's guards (apps/api/src/plugins/auth.ts):
 * - `public`: no token (the sign-in and sign-up family, the health check, the payment gateway);
 * - `member`: a member of the company, any role; internal staff read inside the company they entered;
 * - `member-write`: the same, a change: refused to internal staff (read-only);
 * - `{ permission }`: the roles and the write flag of the contract's permission map;
 * - `internal`: internal staff only, inside a company or not;
 * - `signed-in`: a member, or internal staff inside a company or not (user/me).
 */
export type Access =
  | 'public'
  | 'member'
  | 'member-write'
  | 'internal'
  | 'signed-in'
  | { permission: Permission };

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  method: Method;
  /** The prefix of docs/product.md §7 the path is relative to. */
  prefix: keyof typeof prefixes;
  /** The path as the specification writes it, relative to the prefix: `validation/{id}/result`. */
  path: string;
  /** The OpenAPI tag (the area). */
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A multipart body read as a stream by the handler: the schemas only document it and nothing is
   * validated before the handler (it checks the params itself).
   */
  multipart?: true;
  /** Left out of the OpenAPI document (the payment simulator's pages). */
  hidden?: true;
  /** The answers by status: a schema (JSON), or a file answer (`fileAnswer`) whose body is not JSON. */
  responses?: Record<number, z.ZodType | FileAnswer>;
}

/** A file answer's OpenAPI description: its media types, each a string body. */
export interface FileAnswer {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

/**
 * Checks a definition and keeps its literal types (the schemas' types flow to both sides). Marked
 * free of side effects so the SPA's bundle keeps only the tables it calls.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineRoute<const R extends RouteDefinition>(route: R): R {
  return route;
}

type SchemaOf<R, K extends 'params' | 'query' | 'body'> =
  R extends Record<K, infer S extends z.ZodType> ? S : undefined;

/**
 * What the client sends: path params, query and body as the schemas accept them (`z.input`); a
 * multipart route's body is the form itself.
 */
export type RouteArgs<R extends RouteDefinition> = (SchemaOf<R, 'params'> extends z.ZodType
  ? { params: z.input<SchemaOf<R, 'params'>> }
  : { params?: undefined }) &
  (SchemaOf<R, 'query'> extends z.ZodType
    ? { query?: z.input<SchemaOf<R, 'query'>> }
    : { query?: undefined }) &
  (R extends { multipart: true }
    ? { body: FormData }
    : SchemaOf<R, 'body'> extends z.ZodType
      ? { body: z.input<SchemaOf<R, 'body'>> }
      : { body?: undefined });

/** The schema of the success answer (200, else 201, 202). */
export type SuccessSchema<R extends RouteDefinition> = R extends { responses: infer A }
  ? A extends { 200: infer S extends z.ZodType }
    ? S
    : A extends { 201: infer S extends z.ZodType }
      ? S
      : A extends { 202: infer S extends z.ZodType }
        ? S
        : never
  : never;

/** The success answer as the client reads it. */
export type RouteAnswer<R extends RouteDefinition> = z.output<SuccessSchema<R>>;

/** The schema of the success answer, or undefined for a file answer. */
export function successSchema(route: RouteDefinition): z.ZodType | undefined {
  const answers = route.responses;
  const answer = answers?.[200] ?? answers?.[201] ?? answers?.[202];
  return answer && !isFileAnswer(answer) ? answer : undefined;
}

const isFileAnswer = (answer: z.ZodType | FileAnswer): answer is FileAnswer =>
  'content' in answer && 'description' in answer && !('safeParse' in answer);

/** The path's parameter names, in order: `validation/{id}/reading/{readingId}` -> id, readingId. */
export const pathParamsOf = (path: string): string[] =>
  [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

/**
 * The full URL path with the params filled in (each encoded), for the client:
 * `urlOf(validationApi.result, { id })` -> `/api/v1/validation/<id>/result`.
 */
export function urlOf(route: RouteDefinition, params?: Record<string, unknown>): string {
  const filled = route.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${route.path}: ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  return `${prefixes[route.prefix]}/${filled}`;
}

/** The server's form of the path, relative to the prefix: `validation/{id}` -> `/validation/:id`. */
export const serverPathOf = (route: RouteDefinition): string => `/${route.path.replace(/\{(\w+)\}/g, ':$1')}`;
