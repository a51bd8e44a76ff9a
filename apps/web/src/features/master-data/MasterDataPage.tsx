import { Alert, Stack, Tabs } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useAccess } from '../../api/permissions.ts';
import { useMe } from '../../api/profile.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { t } from '../../i18n/id.ts';
import { CatalogTab } from './CatalogTab.tsx';
import { DocumentTypesTab } from './DocumentTypesTab.tsx';
import { LabelsTab } from './LabelsTab.tsx';
import { MasterDocumentTab } from './MasterDocumentTab.tsx';

export const masterDataTabs = ['types', 'labels', 'catalog', 'master'] as const;
export type MasterDataTab = (typeof masterDataTabs)[number];

const isTab = (value: string | null): value is MasterDataTab => masterDataTabs.some((tab) => tab === value);

/** /admin/master-data: one tab per kind of master data, the open tab kept in `?tab=`. */
export function MasterDataPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  // The master document is a company setting: a member does not see its tab (DESIGN.md §4).
  const seesMaster = useAccess('company.read').allowed;
  const shown = masterDataTabs.filter((key) => key !== 'master' || seesMaster);
  const tab: MasterDataTab = isTab(requested) && shown.includes(requested) ? requested : 'types';
  const me = useMe();
  const editable = useAccess('master-data.manage').allowed;
  return (
    <Stack gap={0}>
      <PageHeader title={t.masterData.title} subtitle={t.masterData.subtitle} />
      {me.data && !editable && (
        <Alert color="gray" variant="light" icon={<IconEye size={18} />} mb="lg" data-testid="read-only-note">
          {t.masterData.readOnly}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(value) => isTab(value) && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {shown.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t.masterData.tabs[key]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="types">
          <DocumentTypesTab editable={editable} />
        </Tabs.Panel>
        <Tabs.Panel value="labels">
          <LabelsTab editable={editable} />
        </Tabs.Panel>
        <Tabs.Panel value="catalog">
          <CatalogTab editable={editable} />
        </Tabs.Panel>
        {seesMaster && (
          <Tabs.Panel value="master">
            <MasterDocumentTab editable={editable} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
