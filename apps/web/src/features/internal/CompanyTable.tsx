import { Badge, Button, Table, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { ZInternalCompany } from '@vd/contract';
import type { z } from 'zod';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import { t } from '../../i18n/id.ts';
import { useSwitchCompany } from '../shell/useSwitchCompany.ts';

type Props = { companies: z.infer<typeof ZInternalCompany>[]; viewingId: string | undefined };

export function CompanyTable({ companies, viewingId }: Props) {
  const { switchTo, switching } = useSwitchCompany();
  const { columns } = t.internal;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="company-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.name}</Table.Th>
            <Table.Th>{columns.members}</Table.Th>
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
              <Table.Td>{formatDate(company.created_at)}</Table.Td>
              <Table.Td ta="right">
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
