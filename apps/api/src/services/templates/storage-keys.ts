/** Where a template document's files live: one folder per upload (a re-upload gets a new one). */
export const documentFolder = (companyId: string, documentId: string, uid: string) =>
  `templates/${companyId}/${documentId}/${uid}`;

export const sourceKey = (companyId: string, documentId: string, uid: string) =>
  `${documentFolder(companyId, documentId, uid)}/source`;

export const pageImageKey = (companyId: string, documentId: string, uid: string, page: number) =>
  `${documentFolder(companyId, documentId, uid)}/page-${page}.webp`;
