import { Button, Center, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logoRules } from '@vd/contract';
import { errorMessage } from '../../api/errors.ts';
import { removeLogo, settingsKeys, uploadLogo, useLogoImage } from '../../api/settings.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';

type Props = { logoUrl: string | null; readOnly: boolean };
type Change = { kind: 'upload' | 'remove'; action: () => Promise<unknown>; done: string };

/** The company logo printed on invoices: upload, replace or remove (settings/logo). */
export function CompanyLogo({ logoUrl, readOnly }: Props) {
  const c = t.companySettings;
  const queryClient = useQueryClient();
  const src = useLogoImage(logoUrl);
  const run = useMutation({
    mutationFn: ({ action }: Change) => action(),
    onSuccess: async (_answer, { done }) => {
      showSuccess(done);
      await queryClient.invalidateQueries({ queryKey: settingsKeys.settings });
    },
    onError: (error) => showError(errorMessage(error)),
  });
  const busy = run.isPending ? run.variables.kind : null;

  return (
    <Group align="center" gap="lg" wrap="wrap" data-testid="company-logo">
      <Paper withBorder w={200} h={80} p={6} radius="md">
        <Center h="100%">
          {logoUrl && src ? (
            <Image src={src} alt={c.logoAlt} fit="contain" mah={66} maw={186} />
          ) : (
            <Stack gap={2} align="center">
              <IconPhoto size={22} stroke={1.5} color="var(--mantine-color-dimmed)" />
              <Text fz="xs" c="dimmed">
                {c.logoEmpty}
              </Text>
            </Stack>
          )}
        </Center>
      </Paper>
      {!readOnly && (
        <Group gap="sm">
          <FileButton
            accept={logoRules.types.join(',')}
            onChange={(file) =>
              file && run.mutate({ kind: 'upload', action: () => uploadLogo(file), done: c.logoSaved })
            }
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconUpload size={16} />}
                loading={busy === 'upload'}
                disabled={busy === 'remove'}
              >
                {logoUrl ? c.logoReplace : c.logoUpload}
              </Button>
            )}
          </FileButton>
          {logoUrl && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={busy === 'remove'}
              disabled={busy === 'upload'}
              onClick={() => run.mutate({ kind: 'remove', action: removeLogo, done: c.logoRemoved })}
            >
              {c.logoRemove}
            </Button>
          )}
        </Group>
      )}
    </Group>
  );
}
