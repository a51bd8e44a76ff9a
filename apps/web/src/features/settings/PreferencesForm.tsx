import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dateFormats, type SettingsResponse, ZDateFormat, ZNumberFormat } from '@vd/contract';
import { useState } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { settingsKeys, updateSettings } from '../../api/settings.ts';
import { showError, showSuccess } from '../../api/toasts.ts';
import { t } from '../../i18n/id.ts';

type Data = SettingsResponse['data'];
type NotifyKey = keyof typeof t.companySettings.notify;
const notifyKeys = Object.keys(t.companySettings.notify) as NotifyKey[];

/** Default date and number formats, and the e-mail notifications: PUT settings/update. */
export function PreferencesForm({ settings, readOnly }: { settings: Data; readOnly: boolean }) {
  const c = t.companySettings;
  const queryClient = useQueryClient();
  const [preferences, setPreferences] = useState(settings.preferences);
  const [notifications, setNotifications] = useState(settings.notifications);

  const save = useMutation({
    mutationFn: updateSettings,
    onSuccess: async () => {
      showSuccess(c.saved);
      await queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
    onError: (error) => showError(errorMessage(error)),
  });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={c.dateFormat}
          data={dateFormats.map((value) => ({ value, label: value === 'auto' ? c.autoDate : value }))}
          value={preferences.date_format}
          onChange={(value) => {
            const parsed = ZDateFormat.safeParse(value);
            if (parsed.success) setPreferences({ ...preferences, date_format: parsed.data });
          }}
          allowDeselect={false}
          disabled={readOnly}
        />
        <Select
          label={c.numberFormat}
          data={ZNumberFormat.options.map((value) => ({ value, label: c.numberFormats[value] }))}
          value={preferences.number_format}
          onChange={(value) => {
            const parsed = ZNumberFormat.safeParse(value);
            if (parsed.success) setPreferences({ ...preferences, number_format: parsed.data });
          }}
          allowDeselect={false}
          disabled={readOnly}
        />
      </SimpleGrid>
      <Text fw={600} fz="sm" mt="xs">
        {c.notifyTitle}
      </Text>
      {notifyKeys.map((key) => (
        <Switch
          key={key}
          label={c.notify[key]}
          checked={notifications[key]}
          disabled={readOnly}
          onChange={(event) => setNotifications({ ...notifications, [key]: event.currentTarget.checked })}
        />
      ))}
      <NumberInput
        maw={260}
        label={c.lowBalanceThreshold}
        min={0}
        max={10_000}
        allowDecimal={false}
        value={notifications.low_balance_threshold}
        disabled={readOnly || !notifications.email_low_balance}
        onChange={(value) =>
          setNotifications({ ...notifications, low_balance_threshold: typeof value === 'number' ? value : 0 })
        }
      />
      {!readOnly && (
        <Group justify="flex-end">
          <Button onClick={() => save.mutate({ preferences, notifications })} loading={save.isPending}>
            {c.save}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
