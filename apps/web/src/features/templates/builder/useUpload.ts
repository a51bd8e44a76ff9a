import { useQueryClient } from '@tanstack/react-query';
import type { SampleDocument } from '@vd/contract';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { reuploadDocument, uploadDocument } from '../../../api/template-files.ts';
import { templateKeys } from '../../../api/templates.ts';
import { isFinal, useUploadProgress } from '../../../api/upload-progress.ts';

export type UploadView = {
  /** 0-100, or null when nothing is being (or was just) uploaded. */
  percent: number | null;
  stage: string | null;
  failure: string | null;
  busy: boolean;
};

/**
 * One sample document's upload: the HTTP upload (axios progress), then the processing job followed on
 * the progress websocket by its uid. The documents list is refreshed when the job ends.
 */
export function useUpload(templateId: string, documentTypeId: string, document: SampleDocument | undefined) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<number | null>(null);
  const [uid, setUid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const working = document && (document.status === 'uploaded' || document.status === 'processing');
  const followed = uid ?? (working ? document.uid : null);
  const event = useUploadProgress(followed);

  useEffect(() => {
    if (isFinal(event)) void queryClient.invalidateQueries({ queryKey: templateKeys.all });
  }, [event, queryClient]);

  const send = async (file: File) => {
    setError(null);
    setSending(0);
    try {
      const answer = document
        ? await reuploadDocument(document.id, file, setSending)
        : await uploadDocument(templateId, documentTypeId, file, setSending);
      setUid(answer.uid);
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(null);
    }
  };

  const ready = document?.status === 'ready';
  const failed = document?.status === 'failed' || event?.stage === 'failed';
  let view: UploadView;
  // Every byte sent is not the end: the stage says the server has the file and is taking it up.
  if (sending !== null)
    view = { percent: sending, stage: sending >= 100 ? 'sent' : 'upload', failure: null, busy: true };
  else if (error) view = { percent: null, stage: null, failure: error, busy: false };
  else if (failed && !working)
    view = {
      percent: null,
      stage: 'failed',
      failure: document?.failure_reason ?? event?.message ?? null,
      busy: false,
    };
  else if (ready && (uid === null || isFinal(event) || document.uid === uid))
    view = { percent: uid === null ? null : 100, stage: 'done', failure: null, busy: false };
  else if (event)
    view = { percent: event.progress, stage: event.stage, failure: null, busy: !isFinal(event) };
  else if (working || uid) view = { percent: 0, stage: 'queued', failure: null, busy: true };
  else view = { percent: null, stage: null, failure: null, busy: false };
  return { view, send };
}
