/** The documents the ingest job reads: template samples and validation uploads. */
export const documentKinds = ['template', 'validation'] as const;
export type DocumentKind = (typeof documentKinds)[number];
