import { Drawer, NumberInput, Select, Stack, Switch, Tabs, Text, TextInput } from '@mantine/core';
import type { Branch, EngineSummary, FlowNode } from '@/features/workflow/contract';
import { ApproverSettings } from './ApproverSettings';
import { AssigneeEditor } from './AssigneeEditor';
import { ConditionEditor } from './ConditionEditor';
import { FieldRights } from './FieldRights';
import type { FormField } from './form-fields';
import { useFlowDesignerT } from './i18n';
import { isBranch } from './tree-ops';

export type OwnerPatch = Partial<FlowNode> | Partial<Branch>;

interface Props {
  /** The node or branch being set, with the kind of group a branch belongs to. */
  target: { owner: FlowNode | Branch; group: 'condition' | 'parallel' | null } | null;
  fields: readonly FormField[];
  flows: readonly EngineSummary[];
  ownCode: string;
  problems: readonly string[];
  onChange(id: string, patch: OwnerPatch): void;
  onClose(): void;
}

/** The settings of the clicked node or branch, beside the canvas. */
export function NodeDrawer({ target, fields, flows, ownCode, problems, onChange, onClose }: Props) {
  const t = useFlowDesignerT();
  const owner = target?.owner;
  return (
    <Drawer opened={!!owner} onClose={onClose} position="right" size="lg" title={owner?.name ?? ''}>
      {owner && target && (
        <Stack gap="md">
          {problems.map((p) => <Text key={p} c="red" size="sm" role="alert">{p}</Text>)}
          <TextInput label={isBranch(owner) ? t('drawer.branchName') : t('drawer.name')} value={owner.name} maxLength={50} required
            onChange={(e) => onChange(owner.id, { name: e.currentTarget.value })} data-testid="node-name" />
          {isBranch(owner)
            ? target.group === 'condition' && <ConditionEditor branch={owner} fields={fields} onChange={(p) => onChange(owner.id, p)} />
            : <NodeSettings node={owner} fields={fields} flows={flows} ownCode={ownCode} onChange={(p) => onChange(owner.id, p)} />}
        </Stack>
      )}
    </Drawer>
  );
}

function NodeSettings({ node, fields, flows, ownCode, onChange }: { node: FlowNode; fields: readonly FormField[]; flows: readonly EngineSummary[]; ownCode: string; onChange(p: OwnerPatch): void }) {
  const t = useFlowDesignerT();
  switch (node.type) {
    case 'start':
      return (
        <>
          <Text size="sm" c="dimmed">{t('drawer.startHint')}</Text>
          <FieldRights value={node.formRights} fields={fields} fallback="edit" onChange={(formRights) => onChange({ formRights })} />
        </>
      );
    case 'approver':
    case 'cc': {
      const settings = node.type === 'approver'
        ? <ApproverSettings node={node} fields={fields} onChange={onChange} />
        : <AssigneeEditor cc value={node.assignee} fields={fields} onChange={(assignee) => onChange({ assignee })} />;
      return (
        <Tabs defaultValue="settings" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="settings">{t('drawer.settings')}</Tabs.Tab>
            <Tabs.Tab value="rights">{t('drawer.rights')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="settings" pt="sm">{settings}</Tabs.Panel>
          <Tabs.Panel value="rights" pt="sm">
            <FieldRights value={node.formRights} fields={fields} fallback="read" onChange={(formRights) => onChange({ formRights })} />
          </Tabs.Panel>
        </Tabs>
      );
    }
    case 'subflow':
      return (
        <>
          <Select label={t('subflow.flowCode')} searchable value={node.flowCode || null} nothingFoundMessage={t('subflow.none')}
            data={flows.filter((f) => f.enCode !== ownCode).map((f) => ({ value: f.enCode, label: `${f.fullName}（${f.enCode}）` }))}
            onChange={(v) => v && onChange({ flowCode: v })} allowDeselect={false} />
          <Switch label={t('subflow.wait')} checked={node.wait} onChange={(e) => onChange({ wait: e.currentTarget.checked })} />
        </>
      );
    case 'timer':
      return <NumberInput label={t('timer.minutes')} min={1} max={43200} allowDecimal={false} value={node.minutes} onChange={(v) => onChange({ minutes: Math.max(1, Number(v) || 1) })} />;
    default:
      return null;
  }
}
