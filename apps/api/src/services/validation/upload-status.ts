import type { UploadStatusResponse } from '@vd/contract';
import type { Db } from '@vd/db';
import { blockersOf, findValidation, shipmentDocumentRows } from './validation-view.ts';

/** GET validation/document/{id}/upload-status: where each document's upload stands (for polling). */
export async function uploadStatus(
  db: Db,
  companyId: string,
  id: string,
): Promise<UploadStatusResponse['data']> {
  const validation = await findValidation(db, companyId, id);
  const documents = await shipmentDocumentRows(db, id);
  return {
    validation_id: id,
    status: validation.status,
    can_execute: blockersOf(validation, documents).length === 0,
    documents: documents.map((d) => ({
      id: d.id,
      document_type_name: d.document_type_name,
      status: d.status,
      uid: d.uid,
      failure_reason: d.failure_reason,
      date_format: d.date_format,
      date_format_confirmed: d.date_format_confirmed,
    })),
  };
}
