import { ActionIcon, Button, Group, Paper, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DepartmentPicker, RolePicker } from '@/components/pickers';
import { CONDITION_OPS, CONDITION_SUBJECTS, type Branch, type Condition, type ConditionOp } from '@/features/workflow/contract';
import type { FormField } from './form-fields';
import { useFlowDesignerT } from './i18n';

const NUMERIC_OPS: readonly ConditionOp[] = ['gt', 'ge', 'lt', 'le'];

/** What the value box holds, as the contract stores it: numbers for comparisons, lists for 属于. */
export function parseValue(op: ConditionOp, text: string): Condition['value'] {
  if (op === 'in') return text.split(/[,，]/).map((s) => s.trim()).filter(Boolean);
  const n = Number(text);
  return NUMERIC_OPS.includes(op) && text.trim() !== '' && Number.isFinite(n) ? n : text;
}
const valueText = (v: Condition['value']) => (Array.isArray(v) ? v.join(',') : String(v));
const ids = (v: Condition['value']) => (Array.isArray(v) ? v : []);

/** A condition branch: its rules (all must hold) and the 默认分支 flag. */
export function ConditionEditor({ branch, onChange, fields }: { branch: Branch; onChange(patch: Partial<Branch>): void; fields: readonly FormField[] }) {
  const t = useFlowDesignerT();
  const set = (i: number, patch: Partial<Condition>) => onChange({ conditions: branch.conditions.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  const add = () => onChange({ conditions: [...branch.conditions, { subject: 'field', field: '', op: 'eq', value: '' }] });
  return (
    <Stack gap="sm">
      <Switch label={t('condition.isDefault')} checked={branch.isDefault} onChange={(e) => onChange({ isDefault: e.currentTarget.checked })} />
      {!branch.isDefault && (
        <>
          <Text fw={500} size="sm">{t('condition.rules')}</Text>
          {branch.conditions.map((c, i) => (
            <Paper key={i} withBorder p="xs" aria-label={t('condition.ruleN', { n: i + 1 })} role="group">
              <Group align="end" gap="xs" wrap="nowrap">
                <Select w={120} label={t('condition.subject')} allowDeselect={false} value={c.subject}
                  data={CONDITION_SUBJECTS.map((s) => ({ value: s, label: t(`condition.subjects.${s}`) }))}
                  onChange={(s) => s && set(i, s === 'field' ? { subject: s, op: 'eq', value: '' } : { subject: s as Condition['subject'], field: '', op: 'in', value: [] })} />
                <ActionIcon variant="subtle" color="red" aria-label={t('condition.remove', { n: i + 1 })} onClick={() => onChange({ conditions: branch.conditions.filter((_, j) => j !== i) })}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              {c.subject === 'field' ? (
                <Group gap="xs" grow mt="xs">
                  <Select label={t('condition.field')} value={c.field || null} data={fields.map((f) => ({ value: f.vModel, label: f.label }))} onChange={(v) => v && set(i, { field: v })} allowDeselect={false} searchable />
                  <Select label={t('condition.op')} allowDeselect={false} value={c.op} data={CONDITION_OPS.map((o) => ({ value: o, label: t(`condition.ops.${o}`) }))}
                    onChange={(o) => o && set(i, { op: o as ConditionOp, value: parseValue(o as ConditionOp, valueText(c.value)) })} />
                  <TextInput label={c.op === 'in' ? t('condition.valueList') : t('condition.value')} value={valueText(c.value)} onChange={(e) => set(i, { value: parseValue(c.op, e.currentTarget.value) })} />
                </Group>
              ) : c.subject === 'initiatorOrganize' ? (
                <DepartmentPicker multiple label={t('condition.departments')} value={ids(c.value)} onChange={(v) => set(i, { value: v })} />
              ) : (
                <RolePicker multiple label={t('condition.roles')} value={ids(c.value)} onChange={(v) => set(i, { value: v })} />
              )}
            </Paper>
          ))}
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add}>{t('condition.add')}</Button>
        </>
      )}
    </Stack>
  );
}
