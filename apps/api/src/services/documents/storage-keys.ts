import type { DocumentKind } from './document-kind.ts';

const areas: Record<DocumentKind, string> = { template: 'templates', validation: 'validations' };

/** Where a document's files live: one folder per upload (a re-upload gets a new one). */
export const documentFolder = (kind: DocumentKind, companyId: string, documentId: string, uid: string) =>
  `${areas[kind]}/${companyId}/${documentId}/${uid}`;

export const sourceKey = (kind: DocumentKind, companyId: string, documentId: string, uid: string) =>
  `${documentFolder(kind, companyId, documentId, uid)}/source`;

export const pageImageKey = (
  kind: DocumentKind,
  companyId: string,
  documentId: string,
  uid: string,
  page: number,
) => `${documentFolder(kind, companyId, documentId, uid)}/page-${page}.webp`;
