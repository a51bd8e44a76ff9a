import { Button, Divider, Drawer, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { DocumentLabel } from '@vd/contract';
import { type ReactNode, useState } from 'react';
import { deleteLabel, setLabelsActive, setLabelsMaster, useLabel } from '../../api/document-labels.ts';
import { errorMessage } from '../../api/errors.ts';
import { masterDataKeys } from '../../api/master-data.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { t } from '../../i18n/id.ts';
import { AliasEditor } from './AliasEditor.tsx';
import { LabelForm } from './LabelForm.tsx';
import { LogicEditor } from './LogicEditor.tsx';

function Part({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {title}
      </Title>
      {text && (
        <Text fz="sm" c="dimmed">
          {text}
        </Text>
      )}
      {children}
    </Stack>
  );
}

type Props = { labelId: string | null; editable: boolean; onClose: () => void };

/** GET document-labels/detail/{id}: name, type, status, master flag, aliases and validation logic. */
export function LabelDrawer({ labelId, editable, onClose }: Props) {
  const label = useLabel(labelId);
  return (
    <Drawer
      opened={labelId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={label.data?.name ?? t.masterData.detail.title}
      data-testid="label-drawer"
    >
      {label.data ? (
        <LabelDetail key={label.data.id} label={label.data} editable={editable} onDeleted={onClose} />
      ) : (
        <Skeleton h={320} />
      )}
    </Drawer>
  );
}

function LabelDetail({
  label,
  editable,
  onDeleted,
}: {
  label: DocumentLabel;
  editable: boolean;
  onDeleted: () => void;
}) {
  const c = t.masterData.detail;
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: masterDataKeys.all });
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      showSuccess(done);
      await refresh();
    } catch (error) {
      showError(errorMessage(error));
    }
  };
  return (
    <Stack gap="lg">
      <LabelForm key={label.updated_at} label={label} editable={editable} />
      <Stack gap="sm">
        <Switch
          label={c.active}
          checked={label.active}
          disabled={!editable}
          onChange={(event) => {
            const active = event.currentTarget.checked;
            void run(() => setLabelsActive([label.id], active), t.masterData.labels.bulkDone(1, active));
          }}
        />
        <Switch
          label={c.master}
          description={c.masterHint}
          checked={label.is_master}
          disabled={!editable}
          onChange={(event) => {
            const isMaster = event.currentTarget.checked;
            void run(() => setLabelsMaster([label.id], isMaster), c.masterSaved);
          }}
        />
      </Stack>
      <Divider />
      <Part title={t.masterData.aliases.title} text={t.masterData.aliases.text}>
        <AliasEditor label={label} editable={editable} />
      </Part>
      <Divider />
      <Part title={t.masterData.logic.title} text={t.masterData.logic.text}>
        <LogicEditor key={JSON.stringify(label.validation_logic)} label={label} editable={editable} />
      </Part>
      {editable && (
        <>
          <Divider />
          <Button
            variant="subtle"
            color="red"
            w="fit-content"
            leftSection={<IconTrash size={16} />}
            onClick={() => setConfirming(true)}
          >
            {c.delete}
          </Button>
          <ConfirmDialog
            opened={confirming}
            title={c.deleteTitle}
            text={c.deleteText(label.name)}
            confirm={t.masterData.delete}
            cancel={t.masterData.cancel}
            onClose={() => setConfirming(false)}
            onConfirm={async () => {
              await deleteLabel(label.id);
              showSuccess(c.deleted);
              onDeleted();
              await refresh();
            }}
          />
        </>
      )}
    </Stack>
  );
}
