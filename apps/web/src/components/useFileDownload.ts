import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../api/errors.ts';
import { showError, showSuccess } from '../api/toasts.ts';
import { saveBlob } from '../features/billing/download.ts';
import { t } from '../i18n/id.ts';

type Run = (onProgress: (percent: number | null) => void) => Promise<{ blob: Blob; fileName: string | null }>;

/**
 * One download at a time among a screen's buttons (`kind` names the button): the progress 0-100
 * (null while the size is unknown), the file saved under the server's name (else `fallbackName`),
 * a toast when it is saved or failed.
 */
export function useFileDownload<Kind extends string>() {
  const [percent, setPercent] = useState<number | null>(null);
  const download = useMutation({
    mutationFn: ({ run }: { kind: Kind; run: Run; fallbackName: string }) => run(setPercent),
    onSuccess: ({ blob, fileName }, { fallbackName }) => {
      const name = fileName ?? fallbackName;
      saveBlob(blob, name);
      showSuccess(t.common.downloaded(name));
    },
    onError: (error) => showError(errorMessage(error)),
  });
  // The button that spins: the kind of the download under way.
  const busy = download.isPending ? download.variables.kind : null;
  const start = (kind: Kind, run: Run, fallbackName: string) => {
    setPercent(null);
    download.mutate({ kind, run, fallbackName });
  };
  return { busy, percent, start };
}
