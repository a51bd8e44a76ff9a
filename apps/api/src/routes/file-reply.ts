import type { FastifyReply } from 'fastify';

/** A file's bytes: a Buffer or a stream, sent as is (never through the JSON serializer). */
type Body = Buffer | NodeJS.ReadableStream;

/**
 * An image the SPA shows (page images, evidence crops, the logo): kept privately in the browser's
 * cache for `maxAgeSeconds`, never sniffed as another type.
 */
export const sendImage = (reply: FastifyReply, type: string, body: Body, maxAgeSeconds: number) =>
  reply
    .type(type)
    .header('cache-control', `private, max-age=${maxAgeSeconds}`)
    .header('x-content-type-options', 'nosniff')
    .send(body as never);

/** A download (exports, invoices, originals): `disposition` names the file; never cached. */
export const sendDownload = (reply: FastifyReply, type: string, disposition: string, body: Body) =>
  reply
    .type(type)
    .header('content-disposition', disposition)
    .header('cache-control', 'private, no-store')
    .send(body as never);

/** The Content-Disposition of a download whose name is plain ASCII. */
export const attachmentNamed = (fileName: string) => `attachment; filename="${fileName}"`;
