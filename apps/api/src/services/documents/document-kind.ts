/**
 * The documents the ingest job reads: `template` a sample document, `validation` a shipment
 * document (the values are kept: they are in queued jobs' payloads and in storage keys).
 */
export const documentKinds = ['template', 'validation'] as const;
export type DocumentKind = (typeof documentKinds)[number];
