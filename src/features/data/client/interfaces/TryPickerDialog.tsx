import { Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { DataSelectPicker, interfaceDataFetcher, interfaceEchoFetcher } from '@/components/pickers';
import type { InterfaceRow } from '@/features/data/contract';
import { useDataT } from '../i18n';

/** 在选择数据中试用: the shared data-selection picker (SPEC §2) over this interface's relation list, as a form field uses it. */
export function TryPickerDialog({ row, onClose }: { row: InterfaceRow | null; onClose(): void }) {
  const t = useDataT();
  const [propsValue, setPropsValue] = useState('id');
  const [relationField, setRelationField] = useState('fullName');
  const [value, setValue] = useState<string[]>([]);
  const binding = useMemo(() => ({ propsValue: propsValue || 'id', relationField: relationField || 'fullName' }), [propsValue, relationField]);
  const fetchData = useMemo(() => interfaceDataFetcher(binding), [binding]);
  const fetchByIds = useMemo(() => interfaceEchoFetcher(binding), [binding]);
  return (
    <Modal opened={row !== null} onClose={() => { setValue([]); onClose(); }} title={row ? t('iface.pickerTitle', { name: row.fullName }) : ''} size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
      {row && (
        <Stack gap="sm">
          <Group grow>
            <TextInput label={t('iface.propsValue')} value={propsValue} onChange={(e) => setPropsValue(e.currentTarget.value)} />
            <TextInput label={t('iface.relationField')} value={relationField} onChange={(e) => setRelationField(e.currentTarget.value)} />
          </Group>
          <DataSelectPicker label={t('iface.pickerField')} multiple labelField="fullName" config={{ interfaceId: row.id, hasPage: true, popupTitle: row.fullName }}
            fetchData={fetchData} fetchByIds={fetchByIds} value={value} onChange={setValue} data-testid="try-picker" />
        </Stack>
      )}
    </Modal>
  );
}
