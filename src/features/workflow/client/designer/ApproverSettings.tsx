import { NumberInput, Select, Stack } from '@mantine/core';
import { APPROVE_MODES, EMPTY_RULES, TIMEOUT_ACTIONS, type ApproverNode } from '@/features/workflow/contract';
import type { FormField } from './form-fields';
import { AssigneeEditor } from './AssigneeEditor';
import { useFlowDesignerT } from './i18n';

type Patch = Partial<ApproverNode>;

/** 审批人: whom, how several decide, when nobody matches, timeout and where a rejection goes. */
export function ApproverSettings({ node, onChange, fields }: { node: ApproverNode; onChange(patch: Patch): void; fields: readonly FormField[] }) {
  const t = useFlowDesignerT();
  const choices = <K extends string>(keys: readonly K[], prefix: string) => keys.map((k) => ({ value: k, label: t(`${prefix}.${k}`) }));
  return (
    <Stack gap="sm">
      <AssigneeEditor value={node.assignee} onChange={(assignee) => onChange({ assignee })} fields={fields} />
      <Select label={t('approver.mode')} allowDeselect={false} value={node.mode} data={choices(APPROVE_MODES, 'approver.modes')} onChange={(v) => v && onChange({ mode: v as ApproverNode['mode'] })} />
      {node.mode === 'ratio' && (
        <NumberInput label={t('approver.ratio')} min={1} max={100} clampBehavior="strict" allowDecimal={false} value={node.ratio} onChange={(v) => onChange({ ratio: Number(v) || 1 })} />
      )}
      <Select label={t('approver.emptyRule')} allowDeselect={false} value={node.emptyRule} data={choices(EMPTY_RULES, 'approver.emptyRules')} onChange={(v) => v && onChange({ emptyRule: v as ApproverNode['emptyRule'] })} />
      <NumberInput label={t('approver.timeoutHours')} placeholder={t('approver.timeoutNone')} min={0.01} max={720} value={node.timeoutHours ?? ''}
        onChange={(v) => onChange({ timeoutHours: v === '' || Number(v) <= 0 ? null : Number(v) })} />
      {node.timeoutHours !== null && (
        <Select label={t('approver.timeoutAction')} allowDeselect={false} value={node.timeoutAction} data={choices(TIMEOUT_ACTIONS, 'approver.timeoutActions')} onChange={(v) => v && onChange({ timeoutAction: v as ApproverNode['timeoutAction'] })} />
      )}
      <Select label={t('approver.rejectTo')} allowDeselect={false} value={node.rejectTo} data={choices(['initiator', 'end'] as const, 'approver.rejectTos')} onChange={(v) => v && onChange({ rejectTo: v as ApproverNode['rejectTo'] })} />
    </Stack>
  );
}
