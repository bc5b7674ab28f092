import { Badge, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { collectFields, ExpressionMsg, FIELD_KINDS, isTableNode, isValidExpression, OPERATORS, type ExpressionToken, type FormSchema } from '@/features/visualdev/contract';
import { useDesignerT } from './i18n';

/** Fields a calculation may read: number fields of the form, and sub-table number columns as `table.column` (their sum). */
export function numberOperands(schema: FormSchema, selfId: string): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  for (const f of collectFields(schema.fields)) {
    if (isTableNode(f)) {
      for (const c of f.children) if (FIELD_KINDS[c.jnpfKey].shape === 'number') out.push({ value: `${f.vModel}.${c.vModel}`, label: `${f.label || f.vModel}.${c.label || c.vModel}` });
    } else if (f.id !== selfId && FIELD_KINDS[f.jnpfKey].shape === 'number') out.push({ value: f.vModel, label: f.label || f.vModel });
  }
  return out;
}

/** 计算公式: built by clicking fields, numbers and operators; the §5 check shows live. */
export function ExpressionBuilder({ tokens, onChange, schema, selfId }: { tokens: ExpressionToken[]; onChange(tokens: ExpressionToken[]): void; schema: FormSchema; selfId: string }) {
  const t = useDesignerT();
  const [number, setNumber] = useState<number | string>('');
  const fields = numberOperands(schema, selfId);
  const labelOf = (tok: ExpressionToken) => (typeof tok === 'string' ? fields.find((f) => f.value === tok)?.label ?? tok : String(tok));
  const valid = isValidExpression(tokens);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>{t('expr.title')}</Text>
      <Group gap={4} mih={28} className="qb-vd-pane" data-testid="expression">
        {tokens.length === 0 ? <Text size="xs" c="dimmed">{t('expr.empty')}</Text> : tokens.map((tok, i) => <Badge key={i} variant={i % 2 ? 'outline' : 'light'}>{labelOf(tok)}</Badge>)}
      </Group>
      {!valid && <Text size="xs" c="red" role="alert">{ExpressionMsg.invalid}</Text>}
      <Text size="xs" c="dimmed">{t('expr.fields')}</Text>
      <Group gap={4}>
        {fields.length === 0 && <Text size="xs" c="dimmed">{t('expr.noFields')}</Text>}
        {fields.map((f) => <Button key={f.value} size="compact-xs" variant="light" onClick={() => onChange([...tokens, f.value])}>{f.label}</Button>)}
      </Group>
      <Group gap={4}>
        {OPERATORS.map((op) => <Button key={op} size="compact-sm" variant="default" aria-label={t(`expr.op.${op === '+' ? 'plus' : op === '-' ? 'minus' : op === '×' ? 'times' : 'divide'}`)} onClick={() => onChange([...tokens, op])}>{op}</Button>)}
      </Group>
      <Group gap={4} align="flex-end" wrap="nowrap">
        <NumberInput size="xs" style={{ flex: 1 }} label={t('expr.number')} value={number} onChange={setNumber} />
        <Button size="xs" variant="default" disabled={typeof number !== 'number'} onClick={() => { if (typeof number === 'number') { onChange([...tokens, number]); setNumber(''); } }}>{t('expr.addNumber')}</Button>
      </Group>
      <Group gap={4}>
        <Button size="xs" variant="subtle" disabled={tokens.length === 0} onClick={() => onChange(tokens.slice(0, -1))}>{t('expr.back')}</Button>
        <Button size="xs" variant="subtle" color="red" disabled={tokens.length === 0} onClick={() => onChange([])}>{t('expr.clear')}</Button>
      </Group>
    </Stack>
  );
}
