import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ZEmail } from '@vd/contract';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { reportFormError } from '../../api/form-errors.ts';
import { invitationKeys, inviteUser } from '../../api/invitations.ts';
import { useRoles } from '../../api/members.ts';
import { userKeys } from '../../api/profile.ts';
import { showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';
import { RoleHelp } from '../members/RoleHelp.tsx';

const ZInviteForm = z.object({
  email: ZEmail,
  role: z
    .string()
    .min(1, t.users.roleRequired)
    .pipe(z.enum(['admin', 'member'])),
});

/** POST user/invite: an e-mail and a role from GET user/roles (the owner role cannot be given). */
export function InviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const roles = useRoles(opened);
  const { register, handleSubmit, formState, setError, reset, control } = useForm({
    resolver: zodResolver(ZInviteForm),
    mode: 'onTouched',
    defaultValues: { email: '', role: '' },
  });
  const options = (roles.data ?? []).filter((role) => role.value !== 'owner');

  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      await inviteUser(values);
      showSuccess(t.users.invited(values.email));
      close();
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      await queryClient.invalidateQueries({ queryKey: invitationKeys.all });
    } catch (error) {
      reportFormError(error, setError, ['email', 'role']);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={t.users.inviteTitle} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {t.users.inviteText}
          </Text>
          <TextInput
            label={t.fields.email}
            placeholder={t.fields.emailPlaceholder}
            type="email"
            data-autofocus
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Controller
            control={control}
            name="role"
            render={({ field, fieldState }) => (
              <Select
                label={t.users.role}
                placeholder={t.users.rolePlaceholder}
                data={options.map((role) => ({ value: role.value, label: role.label }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                allowDeselect={false}
              />
            )}
          />
          <RoleHelp />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t.profile.cancel}
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {t.users.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
