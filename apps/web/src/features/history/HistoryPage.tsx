import { Paper, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { t } from '../../i18n/id.ts';
import { AuditTrail } from './AuditTrail.tsx';
import { ValidationHistory } from './ValidationHistory.tsx';

const c = t.validation.history;

/** /admin/history ("Riwayat"): every validation, and the audit of the executed ones. */
export function HistoryPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'audit' ? 'audit' : 'validations';
  return (
    <>
      <PageHeader title={c.title} subtitle={c.subtitle} />
      <Paper withBorder p="lg">
        <Tabs
          value={tab}
          onChange={(value) => setParams(value === 'audit' ? { tab: 'audit' } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="validations">{c.tabs.validations}</Tabs.Tab>
            <Tabs.Tab value="audit" data-testid="tab-audit">
              {c.tabs.audit}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="validations">
            <ValidationHistory />
          </Tabs.Panel>
          <Tabs.Panel value="audit">
            <AuditTrail />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </>
  );
}
