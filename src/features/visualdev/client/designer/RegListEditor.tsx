import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { RuleMsg } from '@/contract/validators';
import { RULE_NAMES, type RegRule } from '@/features/visualdev/contract';
import { useDesignerT } from './i18n';

const CUSTOM = '__pattern';

/** 校验规则: a §5 named rule (its message is the rule's own) or a pattern with its message. */
export function RegListEditor({ rules, onChange }: { rules: RegRule[]; onChange(rules: RegRule[]): void }) {
  const t = useDesignerT();
  const edit = (i: number, patch: Partial<RegRule>) => onChange(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const ruleData = [...RULE_NAMES.map((r) => ({ value: r, label: RuleMsg[r] })), { value: CUSTOM, label: t('rules.pattern') }];
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>{t('rules.title')}</Text>
      {rules.map((r, i) => (
        <Stack key={i} gap={4} className="qb-vd-pane">
          <Group gap={4} wrap="nowrap" align="flex-end">
            <Select style={{ flex: 1 }} label={t('rules.kind', { n: i + 1 })} data={ruleData} value={r.rule ?? CUSTOM} allowDeselect={false}
              onChange={(v) => edit(i, v === CUSTOM || !v ? { rule: undefined } : { rule: v as RegRule['rule'], pattern: undefined, message: '' })} />
            <ActionIcon variant="subtle" color="red" aria-label={t('rules.remove', { n: i + 1 })} onClick={() => onChange(rules.filter((_, j) => j !== i))}><IconTrash size={14} /></ActionIcon>
          </Group>
          {!r.rule && (
            <>
              <TextInput label={t('rules.patternLabel')} ff="monospace" placeholder="/^[0-9]+$/" value={r.pattern ?? ''} onChange={(e) => edit(i, { pattern: e.currentTarget.value })} />
              <TextInput label={t('rules.message')} value={r.message} onChange={(e) => edit(i, { message: e.currentTarget.value })} />
            </>
          )}
        </Stack>
      ))}
      {rules.length < 10 && <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => onChange([...rules, { pattern: '', message: '' }])}>{t('rules.add')}</Button>}
    </Stack>
  );
}
