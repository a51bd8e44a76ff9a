import { useQueryClient } from '@tanstack/react-query';
import type { ShipmentDocument } from '@vd/contract';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { isFinal, useUploadProgress } from '../../../api/upload-progress.ts';
import { validationKeys } from '../../../api/validation.ts';
import { uploadShipmentDocument } from '../../../api/validation-files.ts';
import { t } from '../../../i18n/id.ts';

export type UploadView = {
  /** 0-100, or null when nothing is being (or was just) uploaded. */
  percent: number | null;
  stage: string | null;
  /** The job's own words for the stage, when the websocket gives them. */
  message: string | null;
  failure: string | null;
  busy: boolean;
};

const idle: UploadView = { percent: null, stage: null, message: null, failure: null, busy: false };

/**
 * One expected document's upload: the HTTP upload (axios progress), then the processing job followed
 * on the progress websocket by the uid of the answer (or of the document, when the page is opened
 * while it is still being read). The validation is fetched again when the job ends.
 */
export function useDocumentUpload(validationId: string, doc: ShipmentDocument) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<number | null>(null);
  const [uid, setUid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const working = doc.status === 'uploaded' || doc.status === 'processing';
  const followed = uid ?? (working ? doc.uid : null);
  const event = useUploadProgress(followed);

  useEffect(() => {
    if (!isFinal(event)) return;
    void queryClient.invalidateQueries({ queryKey: validationKeys.detail(validationId) });
    void queryClient.invalidateQueries({ queryKey: validationKeys.uploadStatus(validationId) });
  }, [event, queryClient, validationId]);

  const send = async (file: File) => {
    if (!doc.template_id) {
      setError(t.validation.upload.noTemplate);
      return;
    }
    setError(null);
    setSending(0);
    try {
      const answer = await uploadShipmentDocument(doc.template_id, doc.id, file, setSending);
      setUid(answer.uid);
      await queryClient.invalidateQueries({ queryKey: validationKeys.detail(validationId) });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(null);
    }
  };

  // The document as the server last described it may be older than the upload just sent.
  const stale = uid !== null && doc.uid !== uid;
  const message = event?.message ?? null;
  let view: UploadView = idle;
  if (sending !== null)
    view = { ...idle, percent: sending, stage: sending >= 100 ? 'sent' : 'upload', busy: true };
  else if (error) view = { ...idle, failure: error };
  else if (event?.stage === 'failed') view = { ...idle, stage: 'failed', failure: message };
  else if (!stale && doc.status === 'failed')
    view = { ...idle, stage: 'failed', failure: doc.failure_reason ?? message };
  else if (!stale && doc.status === 'ready')
    view = { ...idle, percent: uid === null ? null : 100, stage: 'done' };
  else if (event)
    view = { percent: event.progress, stage: event.stage, message, failure: null, busy: !isFinal(event) };
  else if (working || stale) view = { ...idle, percent: 0, stage: 'queued', busy: true };
  return { view, send };
}
