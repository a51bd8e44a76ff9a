import { Badge, Loader, Menu, Text } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import type { Me } from '@vd/contract';
import { t } from '../../i18n/id.ts';
import { useSwitchCompany } from './useSwitchCompany.ts';

type Props = { companies: Me['companies']; currentId: string | undefined };

/** The companies of a person who belongs to several; picking one switches the session to it. */
export function CompanySwitchItems({ companies, currentId }: Props) {
  const { switchTo, switching } = useSwitchCompany();
  return (
    <>
      <Menu.Divider />
      <Menu.Label>{t.switcher.label}</Menu.Label>
      {companies.map((company) => {
        const current = company.id === currentId;
        return (
          <Menu.Item
            key={company.id}
            disabled={current || switching !== null}
            leftSection={switching === company.id ? <Loader size={14} /> : <IconBuilding size={16} />}
            rightSection={
              current ? (
                <Badge size="xs" variant="light">
                  {t.switcher.current}
                </Badge>
              ) : (
                <Text fz="xs" c="dimmed">
                  {t.shell.roles[company.role]}
                </Text>
              )
            }
            onClick={() => void switchTo(company)}
          >
            {company.name}
          </Menu.Item>
        );
      })}
    </>
  );
}
