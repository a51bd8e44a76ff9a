import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as tables from './api/index.ts';
import { pathParamsOf, type RouteDefinition, serverPathOf, successSchema, urlOf } from './route.ts';

const routes: [string, RouteDefinition][] = Object.entries(tables).flatMap(([table, entries]) =>
  Object.entries(entries).map(([name, route]): [string, RouteDefinition] => [`${table}.${name}`, route]),
);

describe('the route table', () => {
  it('defines each method and path once', () => {
    const keys = routes.map(([, route]) => `${route.method} ${route.prefix} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(routes.length).toBeGreaterThan(150);
  });

  it("names every path parameter in the route's params schema, and nothing more", () => {
    for (const [name, route] of routes) {
      const inPath = pathParamsOf(route.path).sort();
      const schema = route.params;
      const declared = schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];
      expect(declared, name).toEqual(inPath);
    }
  });

  it('writes paths as the specification does: relative, {param}, no :param', () => {
    for (const [name, route] of routes) expect(route.path, name).toMatch(/^[a-z0-9_{}/-]+$/i);
  });
});

describe('paths', () => {
  const route = tables.validationApi.correctReading;

  it('fills and encodes the params for the client, under the prefix', () => {
    expect(urlOf(route, { id: 'a b', readingId: 'r/1' })).toBe('/api/v1/validation/a%20b/reading/r%2F1');
    expect(urlOf(tables.authApi.signIn)).toBe('/auth/v1/sign-in');
    expect(() => urlOf(route, { id: 'x' })).toThrow(/readingId/);
  });

  it("gives the server fastify's form", () => {
    expect(serverPathOf(route)).toBe('/validation/:id/reading/:readingId');
  });

  it('reads the success schema, none for a file answer', () => {
    expect(successSchema(tables.validationApi.result)).toBeDefined();
    expect(successSchema(tables.validationApi.export)).toBeUndefined();
    expect(successSchema(tables.authApi.signUp)).toBe(tables.authApi.signUp.responses[201]);
  });
});
