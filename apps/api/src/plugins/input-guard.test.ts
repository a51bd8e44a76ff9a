import { readFileSync } from 'node:fs';
import path from 'node:path';
import { safeTextMessage } from '@vd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../test/factories.ts';
import { buildTestApp } from '../../test/helper.ts';
import { multipartFile } from '../../test/multipart.ts';

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  minLength?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { in: 'path' | 'query'; name: string; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

const openapi = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};

const hostile = {
  nul: 'Nama\u0000PT',
  surrogate: 'Nama \ud800 PT',
  long: 'a'.repeat(100_000),
  meta: `'; drop table users; -- <script>alert(1)</script> " \\ %_ {{x}} \${x}`,
} as const;
const refused = new Set(['nul', 'surrogate']);
/** A URL carries bytes: a lone surrogate arrives as its (invalid) UTF-8 bytes, never decoded to one. */
const inUrl = (value: string) =>
  value === hostile.surrogate ? 'Nama%20%ED%A0%80%20PT' : encodeURIComponent(value);

/** A plausible value for a schema: every property filled, so the field under test reaches the service. */
function sample(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return sample(variants.find((v) => v.type !== 'null') ?? variants[0]!);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s) as object));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    case 'array':
      return schema.items ? [sample(schema.items)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema);
    default:
      return null;
  }
}

function sampleString(schema: Schema): string {
  switch (schema.format) {
    case 'uuid':
      return crypto.randomUUID();
    case 'email':
      return `uji.${crypto.randomUUID().slice(0, 8)}@contoh.co.id`;
    case 'date':
      return '2024-01-31';
    case 'date-time':
      return '2024-01-31T00:00:00.000Z';
    case 'uri':
      return 'https://contoh.co.id/';
    default:
      return 'Uji Nilai 123'.padEnd(schema.minLength ?? 0, 'x');
  }
}

/** Paths (property names, `0` for an array item) of every string leaf of a schema. */
function stringLeaves(schema: Schema, at: string[] = []): string[][] {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return stringLeaves(variants.find((v) => v.type !== 'null') ?? variants[0]!, at);
  if (schema.allOf) return schema.allOf.flatMap((s) => stringLeaves(s, at));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'string' && schema.const === undefined) return [at];
  if (type === 'object')
    return Object.entries(schema.properties ?? {}).flatMap(([k, v]) => stringLeaves(v, [...at, k]));
  if (type === 'array' && schema.items) return stringLeaves(schema.items, [...at, '0']);
  return [];
}

function withValue(body: unknown, at: string[], value: string): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  if (at.length === 0) return value;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[at.at(-1)!] = value;
  return copy;
}

const operations = Object.entries(openapi.paths).flatMap(([route, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ route, method, operation })),
);

describe('hostile text in every string field and query parameter never answers 5xx', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it.each(operations)('$method $route', async ({ route, method, operation }) => {
    // A signed-in owner of a company of its own, so that no earlier case (a revoked session, a
    // renamed company) changes what this one reaches.
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const params = (operation.parameters ?? []).filter((p) => p.in === 'path');
    const queries = (operation.parameters ?? []).filter((p) => p.in === 'query');
    const json = operation.requestBody?.content['application/json']?.schema;
    const body = json ? sample(json) : undefined;
    const pathValues = Object.fromEntries(params.map((p) => [p.name, String(sample(p.schema ?? {}))]));
    const urlOf = (values: Record<string, string>, query = '') =>
      route.replace(/\{(\w+)\}/g, (_, name: string) => inUrl(values[name]!)) + query;

    const cases: { where: string; kind: keyof typeof hostile; url: string; payload?: unknown }[] = [];
    const refuse = (c: (typeof cases)[number]) =>
      refused.has(c.kind) &&
      (c.where.startsWith('body') || (c.where.startsWith('query') && c.kind === 'nul'));
    for (const [kind, value] of Object.entries(hostile) as [keyof typeof hostile, string][]) {
      for (const p of params.filter((p) => p.schema?.type === 'string')) {
        cases.push({
          where: `path ${p.name}`,
          kind,
          url: urlOf({ ...pathValues, [p.name]: value }),
          payload: body,
        });
      }
      for (const q of queries) {
        const query = `?${q.name}=${inUrl(value)}`;
        cases.push({ where: `query ${q.name}`, kind, url: urlOf(pathValues, query), payload: body });
      }
      for (const leaf of json ? stringLeaves(json) : []) {
        cases.push({
          where: `body ${leaf.join('.') || '(body)'}`,
          kind,
          url: urlOf(pathValues),
          payload: withValue(body, leaf, value),
        });
      }
    }
    for (const c of cases) {
      const response = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: c.url,
        headers: owner.auth,
        ...(c.payload !== undefined && { payload: c.payload as object }),
      });
      const label = `${c.kind} in ${c.where}: ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(response.statusCode, label).toBeLessThan(500);
      // In the path, NUL may fail to route at all (404); a rate limit may answer first (429).
      if (refuse(c) && response.statusCode !== 429) {
        expect(response.statusCode, label).toBe(400);
        expect(response.json().message, label).toBe(safeTextMessage);
      }
    }
  });

  it('answers every upload route with a hostile file without a 5xx', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const types = await t.app.inject({ method: 'GET', url: '/api/v1/document-type', headers: owner.auth });
    const ci = types.json().data.find((d: { code: string }) => d.code === 'CI').id as string;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/template',
      headers: owner.auth,
      payload: { name: 'Uji Berkas Jahat', document_type_ids: [ci] },
    });
    const templateId = created.json().data.id as string;
    const files: Record<string, Buffer> = {
      empty: Buffer.alloc(0),
      zipAsPdf: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(500, 1)]),
      corruptPdf: Buffer.concat([
        Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\n'),
        Buffer.alloc(4000, 0xff),
      ]),
      truncatedPng: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      htmlAsPdf: Buffer.from('<html><script>alert(1)</script></html>'),
      random: Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256)),
    };
    const withField = (bytes: Buffer, name: string, field?: [string, string]) => {
      const file = multipartFile(bytes, name, 'application/pdf');
      const boundary = file.headers['content-type']!.split('boundary=')[1]!;
      const text = field
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${field[0]}"\r\n\r\n${field[1]}\r\n`
        : '';
      return {
        payload: Buffer.concat([Buffer.from(text), file.payload]),
        headers: { ...file.headers, ...owner.auth },
      };
    };
    for (const [kind, bytes] of Object.entries(files)) {
      for (const [url, field] of [
        [`/api/v1/file/upload/document/${templateId}`, ['document_type', ci]],
        [`/api/v1/file/upload/document/${templateId}`, ['validation_document_id', crypto.randomUUID()]],
        [`/api/v1/file/reupload/document/${crypto.randomUUID()}`, undefined],
        ['/api/v1/settings/logo', undefined],
      ] as const) {
        const body = withField(bytes, `${kind}.pdf`, field as [string, string] | undefined);
        const response = await t.app.inject({ method: 'POST', url, ...body });
        expect(response.statusCode, `${kind} on ${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      }
    }
  });

  it('refuses NUL in multipart fields and a file under another field name', async () => {
    const owner = await seedUser(t.ctx.db, t.ctx.config);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/template',
      headers: owner.auth,
      payload: { name: 'Uji Multipart', document_type_ids: [] },
    });
    const templateId = created.json().data?.id ?? crypto.randomUUID();
    const send = (url: string, field: string, extra = '') => {
      const file = multipartFile(Buffer.from('%PDF-1.4\n'), 'a.pdf', 'application/pdf', field);
      const boundary = file.headers['content-type']!.split('boundary=')[1]!;
      const text = extra
        ? `--${boundary}\r\nContent-Disposition: form-data; name="document_type"\r\n\r\n${extra}\r\n`
        : '';
      return t.app.inject({
        method: 'POST',
        url,
        payload: Buffer.concat([Buffer.from(text), file.payload]),
        headers: { ...file.headers, ...owner.auth },
      });
    };
    for (const url of [
      `/api/v1/file/upload/document/${templateId}`,
      `/api/v1/file/reupload/document/${crypto.randomUUID()}`,
      '/api/v1/settings/logo',
    ]) {
      const wrong = await send(url, 'document');
      expect(wrong.statusCode, url).toBe(400);
      expect(wrong.json().errors, url).toHaveProperty('file');
      expect(wrong.json().message, url).toMatch(/"file"/);
    }
    // A lone surrogate cannot be written in UTF-8 on the wire; NUL can.
    const response = await send(`/api/v1/file/upload/document/${templateId}`, 'file', hostile.nul);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: safeTextMessage,
      errors: { document_type: safeTextMessage },
    });
  });
});
