import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconAdjustments, IconEye } from '@tabler/icons-react';
import type { ZInternalCompany } from '@vd/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';
import { useSwitchCompany } from '../shell/useSwitchCompany.ts';
import { AdjustSlotsDialog } from './AdjustSlotsDialog.tsx';

type Company = z.infer<typeof ZInternalCompany>;
type Props = { companies: Company[]; viewingId: string | undefined };

export function CompanyTable({ companies, viewingId }: Props) {
  const { switchTo, switching } = useSwitchCompany();
  const [adjusting, setAdjusting] = useState<Company | null>(null);
  const { columns } = t.internal;
  return (
    <Table.ScrollContainer minWidth={720}>
      <AdjustSlotsDialog company={adjusting} onClose={() => setAdjusting(null)} />
      <Table verticalSpacing="sm" highlightOnHover data-testid="company-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.name}</Table.Th>
            <Table.Th>{columns.members}</Table.Th>
            <Table.Th>{columns.balance}</Table.Th>
            <Table.Th>{columns.created}</Table.Th>
            <Table.Th aria-label={t.internal.view} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {companies.map((company) => (
            <Table.Tr key={company.id}>
              <Table.Td>
                <Text fz="sm" fw={500}>
                  {company.name}
                </Text>
              </Table.Td>
              <Table.Td>{formatNumber(company.members)}</Table.Td>
              <Table.Td data-testid="company-balance">{formatNumber(company.slot_balance)}</Table.Td>
              <Table.Td>{formatDate(company.created_at)}</Table.Td>
              <Table.Td ta="right">
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconAdjustments size={14} />}
                    onClick={() => setAdjusting(company)}
                    aria-label={`${t.internal.adjust} ${company.name}`}
                  >
                    {t.internal.adjust}
                  </Button>
                  {company.id === viewingId ? (
                    <Badge variant="light">{t.internal.viewing}</Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconEye size={14} />}
                      loading={switching === company.id}
                      disabled={switching !== null && switching !== company.id}
                      onClick={() => void switchTo(company)}
                      aria-label={`${t.internal.view} ${company.name}`}
                    >
                      {t.internal.view}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
