import { Alert, Anchor, Button, FileButton, Group, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFiles, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLASSIFY_MAX_FILES, type ValidationDetail } from '@vd/contract';

import { type DragEvent, useState } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { classifyFiles } from '../../../api/template-assist.ts';
import { showSuccess } from '../../../api/toasts.ts';
import { validationKeys } from '../../../api/validation.ts';
import { uploadShipmentDocument } from '../../../api/validation-files.ts';
import { formatPercent } from '../../../i18n/format.ts';
import { t } from '../../../i18n/id.ts';
import { ACCEPT } from './DropZone.tsx';
import { type Assignment, assign, chosenTwice } from './shipment-assign.ts';

const c = t.validation.upload.shipment;
/** Under this score (the engine's threshold) a likeness is not worth naming. */
const CLASSIFY_THRESHOLD = 0.3;

type Props = { validation: ValidationDetail };
type Row = Assignment<File> & { key: number; failure: string | null; progress: number | null };

/** Keys of the files listed (the same file may be dropped twice). */
let nextKey = 0;

/** Why a file went where it went: the title words found, the share of captions, the score. */
function reasonOf(row: Row): string {
  const { result } = row;
  if (row.manual) return c.manual;
  if (row.documentId === null) {
    const closest = result.scores[0];
    return closest && closest.score >= CLASSIFY_THRESHOLD
      ? `${c.noMatch} ${c.closest(closest.document_type_name, formatPercent(closest.score))}`
      : c.noMatch;
  }
  return [
    result.title.length > 0 ? c.found(result.title.join(' ')) : null,
    c.captions(formatPercent(result.captions)),
    c.score(formatPercent(result.score)),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Step 2's one zone for a whole shipment: the files dropped are matched to the validation's
 * documents by their template samples (classify), each shown with the reason and a select to
 * change it; a file that matches nothing stays named, unassigned. Uploading sends each assigned
 * file to its document as its own card would.
 */
export function ShipmentDrop({ validation }: Props) {
  const queryClient = useQueryClient();
  const [over, setOver] = useState(false);
  const [rows, setRows] = useState<Row[]>([]);
  const documents = validation.documents.filter((doc) => doc.template_id !== null);
  const templateIds = [...new Set(documents.map((doc) => doc.template_id as string))];

  const classify = useMutation({
    mutationFn: async (files: File[]) => {
      const answers = await Promise.all(
        templateIds.map(async (templateId) => ({
          templateId,
          files: await classifyFiles(templateId, files),
        })),
      );
      return assign(documents, files, answers);
    },
    onSuccess: (assigned) =>
      setRows(
        assigned.map((row) => ({ ...row, key: ++nextKey, failure: row.result.failure, progress: null })),
      ),
  });
  const update = (index: number, change: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const upload = useMutation({
    mutationFn: async (list: Row[]) => {
      let sent = 0;
      for (const row of list) {
        const index = rows.indexOf(row);
        const doc = documents.find((d) => d.id === row.documentId);
        if (!doc?.template_id) continue;
        try {
          update(index, { progress: 0, failure: null });
          await uploadShipmentDocument(doc.template_id, doc.id, row.file, (progress) =>
            update(index, { progress }),
          );
          update(index, { progress: 100 });
          sent++;
        } catch (error) {
          update(index, { progress: null, failure: errorMessage(error) });
        }
      }
      return sent;
    },
    onSuccess: (sent) => {
      if (sent > 0) showSuccess(c.uploaded(sent));
      // The files sent leave the list; those that failed stay with their message.
      setRows((current) => current.filter((row) => row.progress !== 100));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: validationKeys.detail(validation.id) }),
  });

  const take = (files: File[]) => {
    if (files.length === 0) return;
    setRows([]);
    classify.mutate(files.slice(0, CLASSIFY_MAX_FILES));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take([...event.dataTransfer.files]);
  };
  const twice = chosenTwice(rows);
  const ready = rows.filter((row) => row.documentId !== null);
  const busy = classify.isPending || upload.isPending;
  const options = documents.map((doc) => ({
    value: doc.id,
    label: c.option(doc.document_type_name, doc.document_type_code, doc.template_name),
  }));

  return (
    <Paper withBorder p="lg" data-testid="shipment-drop">
      <Stack gap="sm">
        <Group gap="xs">
          <IconFiles size={20} color="var(--mantine-color-green-7)" />
          <Text fw={600}>{c.title}</Text>
        </Group>
        <Text fz="sm" c="dimmed">
          {c.text}
        </Text>
        <Paper
          p="md"
          radius="md"
          onDragOver={(event: DragEvent) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          data-testid="shipment-drop-zone"
          style={{
            border: `2px dashed var(--mantine-color-${over ? 'green-6' : 'gray-4'})`,
            background: over ? 'var(--mantine-color-green-0)' : 'var(--mantine-color-gray-0)',
          }}
        >
          <Group justify="center" gap="xs" wrap="wrap">
            {classify.isPending ? (
              <>
                <Loader size="xs" />
                <Text fz="sm">{c.reading(classify.variables?.length ?? 0)}</Text>
              </>
            ) : (
              <>
                <IconUpload size={20} color="var(--mantine-color-gray-6)" />
                <Text fz="sm" fw={over ? 500 : undefined}>
                  {over ? (
                    c.dropActive
                  ) : (
                    <>
                      {c.drop}{' '}
                      <FileButton onChange={take} accept={ACCEPT} multiple disabled={busy}>
                        {(props) => (
                          <Anchor
                            component="button"
                            type="button"
                            fz="sm"
                            fw={600}
                            aria-label={c.chooseLabel}
                            {...props}
                          >
                            {c.choose}
                          </Anchor>
                        )}
                      </FileButton>
                    </>
                  )}
                </Text>
              </>
            )}
          </Group>
          <Text fz="xs" c="dimmed" ta="center" mt={4}>
            {c.hint}
          </Text>
        </Paper>
        {rows.length > 0 && (
          <Stack gap="xs" data-testid="shipment-files">
            {rows.map((row, index) => {
              const doc = documents.find((d) => d.id === row.documentId);
              return (
                <Paper
                  key={row.key}
                  withBorder
                  p="sm"
                  data-testid="shipment-file"
                  data-file={row.file.name}
                  data-document={doc?.document_type_code ?? ''}
                >
                  <Group justify="space-between" align="flex-start" gap="sm">
                    <Stack gap={2} miw={0} flex={1}>
                      <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {row.file.name}
                      </Text>
                      {row.failure === null ? (
                        <Text
                          fz="xs"
                          c={row.documentId === null ? 'orange.8' : 'dimmed'}
                          data-testid="shipment-reason"
                        >
                          {reasonOf(row)}
                        </Text>
                      ) : (
                        <Text fz="xs" c="red" data-testid="shipment-failure">
                          {row.failure}
                        </Text>
                      )}
                      {doc && doc.status !== 'awaiting' && (
                        <Text fz="xs" c="dimmed">
                          {c.replaces}
                        </Text>
                      )}
                      {row.documentId !== null && twice.has(row.documentId) && (
                        <Text fz="xs" c="red">
                          {c.twice}
                        </Text>
                      )}
                      {row.progress !== null && (
                        <Text fz="xs" c="blue">
                          {c.uploading(row.file.name, row.progress)}
                        </Text>
                      )}
                    </Stack>
                    {row.result.failure === null && (
                      <Select
                        w={{ base: '100%', sm: 320 }}
                        size="xs"
                        aria-label={c.fileFor(row.file.name)}
                        placeholder={c.placeholder}
                        data={options}
                        value={row.documentId}
                        onChange={(value) => update(index, { documentId: value, manual: true })}
                        clearable
                        searchable
                        disabled={busy}
                      />
                    )}
                  </Group>
                </Paper>
              );
            })}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setRows([])} disabled={busy}>
                {c.clear}
              </Button>
              <Button
                leftSection={<IconUpload size={16} />}
                disabled={ready.length === 0 || twice.size > 0}
                loading={upload.isPending}
                onClick={() => upload.mutate(ready)}
              >
                {c.upload(ready.length)}
              </Button>
            </Group>
          </Stack>
        )}
        {classify.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            {errorMessage(classify.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
