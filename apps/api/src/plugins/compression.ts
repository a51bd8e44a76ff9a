import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Answers up to this size are compressed in one synchronous call (tens of microseconds for a list
 * page); larger ones through a zlib stream, which allocates a compression context per answer and
 * passes the chunks through the thread pool. The plugin's default scales down with the cores
 * (8 KiB on 2), which sent a 10 KB list page down the stream path at several times the CPU
 * (docs/speed.md).
 */
export const COMPRESS_INLINE_MAX_BYTES = 64 * 1024;

/**
 * API answers (JSON, CSV and other text) compressed when the client accepts it and the body is
 * larger than the threshold: brotli at a fast level, or gzip. The SPA's files are not compressed
 * here: the build writes .br and .gz beside them and spa.ts serves those (preCompressed).
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: COMPRESS_INLINE_MAX_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
