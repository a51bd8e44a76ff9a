import { Alert, Stack } from '@mantine/core';
import { IconLoader } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { SampleDocument, TemplateDocumentType } from '@vd/contract';
import { useState } from 'react';
import { deleteSampleDocument, templateKeys } from '../../../api/templates.ts';
import { showSuccess } from '../../../api/toasts.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { t } from '../../../i18n/id.ts';
import { LabellingArea } from './LabellingArea.tsx';
import { UploadCard } from './UploadCard.tsx';

const c = t.templates.builder;

type Props = {
  templateId: string;
  type: TemplateDocumentType;
  document: SampleDocument | undefined;
  editable: boolean;
  /** The template is a draft: the labelling status means something (a published one is done). */
  draft: boolean;
};

/** One document type of the template: its sample upload, then the labelling of its pages. */
export function DocumentWorkspace({ templateId, type, document, editable, draft }: Props) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const remove = async () => {
    if (!document) return;
    await deleteSampleDocument(templateId, document.id);
    showSuccess(c.documentRemoved);
    await queryClient.invalidateQueries({ queryKey: templateKeys.all });
  };
  const working = document && (document.status === 'uploaded' || document.status === 'processing');
  return (
    <Stack gap="md">
      <UploadCard
        templateId={templateId}
        type={type}
        document={document}
        editable={editable}
        draft={draft}
        onRemove={() => setRemoving(true)}
      />
      {working && (
        <Alert color="blue" variant="light" icon={<IconLoader size={18} />}>
          {c.processing}
        </Alert>
      )}
      {document?.status === 'ready' && (
        <LabellingArea key={document.id} document={document} editable={editable} />
      )}
      <ConfirmDialog
        opened={removing}
        title={c.removeDocumentTitle}
        text={c.removeDocumentText}
        confirm={c.removeDocument}
        cancel={c.cancel}
        onConfirm={remove}
        onClose={() => setRemoving(false)}
      />
    </Stack>
  );
}
