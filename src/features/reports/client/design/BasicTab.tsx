import { NumberInput, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useReportsT } from '../i18n';
import { reportApi, type Choice } from '../report-api';
import type { Draft } from './draft';

/** 基本信息: name, code, category, the data interface, description, order, enabled. */
export function BasicTab({ draft, onChange }: { draft: Draft; onChange(patch: Partial<Draft>): void }) {
  const t = useReportsT();
  const [interfaces, setInterfaces] = useState<Choice[]>([]);
  useEffect(() => void reportApi.interfaces().then(setInterfaces, () => undefined), []);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label={t('basic.fullName')} required value={draft.fullName} onChange={(e) => onChange({ fullName: e.currentTarget.value })} data-testid="report-fullName" />
      <TextInput label={t('basic.enCode')} required value={draft.enCode} onChange={(e) => onChange({ enCode: e.currentTarget.value })} data-testid="report-enCode" />
      <TextInput label={t('basic.category')} value={draft.category} onChange={(e) => onChange({ category: e.currentTarget.value })} />
      <Select
        label={t('basic.interface')} required searchable placeholder={t('basic.interfacePlaceholder')} data={interfaces.map((i) => ({ value: i.id, label: i.fullName }))}
        value={draft.interfaceId || null} onChange={(v) => onChange({ interfaceId: v ?? '' })} data-testid="report-interface"
      />
      <NumberInput label={t('basic.sortCode')} min={0} value={draft.sortCode} onChange={(v) => onChange({ sortCode: Number(v) || 0 })} />
      <Switch label={t('basic.enabled')} mt="xl" checked={draft.enabledMark === 1} onChange={(e) => onChange({ enabledMark: e.currentTarget.checked ? 1 : 0 })} />
      <Textarea label={t('basic.description')} autosize minRows={2} value={draft.description ?? ''} onChange={(e) => onChange({ description: e.currentTarget.value || null })} style={{ gridColumn: '1 / -1' }} />
    </SimpleGrid>
  );
}
