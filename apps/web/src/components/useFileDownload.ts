import { useState } from 'react';
import { errorMessage } from '../api/errors.ts';
import { showError, showSuccess } from '../api/toasts.ts';
import { saveBlob } from '../features/wallet/download.ts';
import { t } from '../i18n/id.ts';

type Run = (onProgress: (percent: number | null) => void) => Promise<{ blob: Blob; fileName: string | null }>;

/**
 * One download at a time among a screen's buttons (`kind` names the button): the progress 0-100
 * (null while the size is unknown), the file saved under the server's name (else `fallbackName`),
 * a toast when it is saved or failed.
 */
export function useFileDownload<Kind extends string>() {
  const [busy, setBusy] = useState<Kind | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const start = async (kind: Kind, run: Run, fallbackName: string) => {
    setBusy(kind);
    setPercent(null);
    try {
      const { blob, fileName } = await run(setPercent);
      const name = fileName ?? fallbackName;
      saveBlob(blob, name);
      showSuccess(t.common.downloaded(name));
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return { busy, percent, start };
}
