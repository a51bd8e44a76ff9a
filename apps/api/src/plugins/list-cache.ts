import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

/** The memory an API process gives to kept list answers (compressed as sent). */
export const LIST_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** A list answer as it was sent: its bytes after compression and the headers that describe them. */
interface KeptAnswer {
  version: number;
  body: Buffer | string;
  headers: Record<string, string>;
}

/** The headers of a kept answer replayed with it (the others are set per call by their hooks). */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'vary'] as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is a company list kept by version (registerRoute's `listCache`). */
    listCache?: boolean;
  }
}

/**
 * Who may see the kept answer and in which form: the company, the member and the role (an answer
 * never crosses a company or a caller), the encodings the client accepts, and the method (GET, or
 * the HEAD Fastify adds) with the path and its query.
 */
const keyOf = (request: FastifyRequest): string | undefined => {
  const caller = request.caller;
  if (caller?.kind !== 'user' || caller.listsVersion === undefined) return undefined;
  return [
    caller.companyId,
    caller.userId,
    caller.role,
    request.headers['accept-encoding'] ?? '',
    request.method,
    request.url,
  ].join('\n');
};

/**
 * The template list and the validation history answered from memory while the company's lists have
 * not changed (docs/speed.md "Kept list answers"). Each member's call reads the company's lists
 * version in its own authentication query (auth.ts); triggers raise it in the same transaction as
 * any change the lists show (migration 0018), so a kept answer is used only while it is exactly
 * what the database would answer, in every process of a cluster alike. A miss runs the route and
 * keeps its answer as compressed (this plugin's onSend runs after @fastify/compress's); answers
 * streamed (over the compression's inline size) are not kept.
 */
export const listCachePlugin = fp(async (app: FastifyInstance) => {
  const kept = new LRUCache<string, KeptAnswer>({
    maxSize: LIST_CACHE_MAX_BYTES,
    sizeCalculation: (answer, key) => Buffer.byteLength(answer.body) + key.length + 256,
  });
  const pending = new WeakMap<FastifyRequest, { key: string; version: number }>();

  const answerKept = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = keyOf(request);
    const version = request.caller?.listsVersion;
    if (key === undefined || version === undefined) return;
    const answer = kept.get(key);
    if (answer?.version !== version) {
      pending.set(request, { key, version });
      return;
    }
    return reply.code(200).headers(answer.headers).send(answer.body);
  };

  const keep: onSendHookHandler = async (request, reply, payload) => {
    const miss = pending.get(request);
    if (!miss || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    kept.set(miss.key, { version: miss.version, body: payload, headers });
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.listCache) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), answerKept];
    route.onSend = [...[route.onSend ?? []].flat(), keep];
  });
});
