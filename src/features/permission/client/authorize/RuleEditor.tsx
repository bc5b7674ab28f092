import { ActionIcon, Autocomplete, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { SCOPE_OPERATORS, SCOPE_VARIABLES, type ScopeRule } from '@/contract/data-scope';
import { usePermT } from '../i18n';

/** Fields a rule usually tests; any field name of the list's table may be typed. */
const COMMON_FIELDS = ['creatorUserId', 'organizeId', 'departmentId', 'companyId', 'userId'];

/** Custom data-permission rules: field, operator, value (a literal or a current-user variable). */
export function RuleEditor({ rules, onChange, error }: { rules: ScopeRule[]; onChange(next: ScopeRule[]): void; error?: string }) {
  const t = usePermT();
  const set = (i: number, patch: Partial<ScopeRule>) => onChange(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const variables = SCOPE_VARIABLES.map((v) => ({ value: v, label: `${v} ${t(`scheme.variables.${v.slice(1)}`)}` }));
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>{t('scheme.rules')}</Text>
      {rules.map((rule, i) => (
        <Group key={i} gap={6} wrap="nowrap" align="flex-start">
          <Autocomplete size="xs" w={170} placeholder={t('scheme.field')} data={COMMON_FIELDS} value={rule.field} onChange={(field) => set(i, { field })} aria-label={t('scheme.field')} data-testid={`rule-field-${i}`} />
          <Select size="xs" w={120} data={SCOPE_OPERATORS.map((op) => ({ value: op, label: t(`scheme.operators.${op}`) }))} value={rule.op} onChange={(op) => op && set(i, { op: op as ScopeRule['op'] })} aria-label={t('scheme.operator')} allowDeselect={false} />
          <Autocomplete size="xs" style={{ flex: 1 }} placeholder={t('scheme.valueHint')} data={variables} value={rule.value} onChange={(value) => set(i, { value })} aria-label={t('scheme.value')} data-testid={`rule-value-${i}`} />
          <ActionIcon variant="subtle" color="red" onClick={() => onChange(rules.filter((_, j) => j !== i))} aria-label={t('common.delete')}><IconTrash size={14} /></ActionIcon>
        </Group>
      ))}
      {error && <Text size="xs" c="red">{error}</Text>}
      <Group>
        <Button size="compact-xs" variant="light" leftSection={<IconPlus size={12} />} onClick={() => onChange([...rules, { field: 'creatorUserId', op: '==', value: '@currentUser' }])} data-testid="rule-add">{t('scheme.addRule')}</Button>
      </Group>
    </Stack>
  );
}
