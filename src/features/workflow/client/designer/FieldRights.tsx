import { Radio, Table, Text } from '@mantine/core';
import { FIELD_RIGHTS, type FieldRight } from '@/features/workflow/contract';
import type { FormField } from './form-fields';
import { useFlowDesignerT } from './i18n';

/** 读 / 编辑 / 隐藏 for every field of the form; a field not set shows `fallback`. */
export function FieldRights({ value, onChange, fields, fallback }: { value: Record<string, FieldRight>; onChange(next: Record<string, FieldRight>): void; fields: readonly FormField[]; fallback: FieldRight }) {
  const t = useFlowDesignerT();
  if (fields.length === 0) return <Text size="sm" c="dimmed">{t('rights.empty')}</Text>;
  return (
    <Table striped withTableBorder data-testid="field-rights">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('rights.field')}</Table.Th>
          {FIELD_RIGHTS.map((r) => <Table.Th key={r}>{t(`rights.${r}`)}</Table.Th>)}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map((f) => (
          <Table.Tr key={f.vModel}>
            <Table.Td>{f.label}</Table.Td>
            {FIELD_RIGHTS.map((r) => (
              <Table.Td key={r}>
                <Radio name={`right-${f.vModel}`} value={r} checked={(value[f.vModel] ?? fallback) === r} onChange={() => onChange({ ...value, [f.vModel]: r })}
                  aria-label={t('rights.choice', { field: f.label, right: t(`rights.${r}`) })} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
