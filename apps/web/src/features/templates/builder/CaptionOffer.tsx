import { Alert, Button, Group, Text } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlacementCaption } from '@vd/contract';
import { createAlias, labelKeys } from '../../../api/document-labels.ts';
import { errorMessage } from '../../../api/errors.ts';
import { showError, showSuccess } from '../../../api/toasts.ts';
import { t } from '../../../i18n/id.ts';

const c = t.templates.builder.aliasOffer;

type Props = { offer: PlacementCaption & { caption: string }; onDone: () => void };

/**
 * A rectangle drawn by hand next to a caption its label does not know: the caption offered as an
 * alias of the label (POST document-labels/create-alias), so the catalogue learns the company's
 * documents and proposes the label on the next one.
 */
export function CaptionOffer({ offer, onDone }: Props) {
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: () => createAlias(offer.document_label_id, offer.caption),
    onSuccess: async () => {
      showSuccess(c.added(offer.caption, offer.label_name));
      onDone();
      await queryClient.invalidateQueries({ queryKey: labelKeys.all });
    },
    onError: (error) => showError(errorMessage(error)),
  });
  return (
    <Alert
      color="violet"
      variant="light"
      icon={<IconTag size={18} />}
      title={c.title}
      data-testid="alias-offer"
      withCloseButton={false}
    >
      <Text fz="sm">{c.text(offer.caption, offer.label_name)}</Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" color="violet" onClick={() => add.mutate()} loading={add.isPending}>
          {c.add(offer.caption)}
        </Button>
        <Button size="xs" variant="subtle" color="gray" onClick={onDone} disabled={add.isPending}>
          {c.skip}
        </Button>
      </Group>
    </Alert>
  );
}
