import { Select, Stack, Text } from '@mantine/core';
import { PositionPicker, RolePicker, UserPicker } from '@/components/pickers';
import { ASSIGNEE_KINDS, type Assignee, type AssigneeKind } from '@/features/workflow/contract';
import { userFields, type FormField } from './form-fields';
import { useFlowDesignerT } from './i18n';

const APPROVER_KINDS: readonly AssigneeKind[] = ASSIGNEE_KINDS;
const CC_KINDS: readonly AssigneeKind[] = ['users', 'roles', 'positions', 'deptHead', 'formField'];
const LEVELS = Array.from({ length: 10 }, (_, i) => i + 1);

/** Whom a node asks: chosen people, roles or positions (the shared pickers), a department head, or a form field. */
export function AssigneeEditor({ value, onChange, fields, cc = false }: { value: Assignee; onChange(next: Assignee): void; fields: readonly FormField[]; cc?: boolean }) {
  const t = useFlowDesignerT();
  const kinds = cc ? CC_KINDS : APPROVER_KINDS;
  const people = userFields(fields);
  const ids = (next: string[]) => onChange({ ...value, ids: next });
  return (
    <Stack gap="sm">
      <Select
        label={cc ? t('assignee.ccKind') : t('assignee.approverKind')} allowDeselect={false} value={value.kind}
        data={kinds.map((k) => ({ value: k, label: t(`assignee.kinds.${k}`) }))}
        onChange={(k) => k && onChange({ ...value, kind: k as AssigneeKind, ids: [], field: '' })}
      />
      {value.kind === 'users' && <UserPicker multiple label={t('assignee.users')} value={value.ids} onChange={ids} data-testid="assignee-users" />}
      {value.kind === 'roles' && <RolePicker multiple label={t('assignee.roles')} value={value.ids} onChange={ids} data-testid="assignee-roles" />}
      {value.kind === 'positions' && <PositionPicker multiple label={t('assignee.positions')} value={value.ids} onChange={ids} data-testid="assignee-positions" />}
      {value.kind === 'deptHead' && (
        <Select label={t('assignee.level')} allowDeselect={false} value={String(value.levels)}
          data={LEVELS.map((n) => ({ value: String(n), label: t('assignee.levelN', { n }) }))}
          onChange={(v) => v && onChange({ ...value, levels: Number(v) })} />
      )}
      {value.kind === 'formField' && (people.length > 0
        ? <Select label={t('assignee.field')} value={value.field || null} data={people.map((f) => ({ value: f.vModel, label: f.label }))} onChange={(v) => v && onChange({ ...value, field: v })} allowDeselect={false} />
        : <Text size="sm" c="dimmed">{t('assignee.noUserFields')}</Text>)}
    </Stack>
  );
}
