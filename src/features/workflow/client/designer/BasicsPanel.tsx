import { ColorInput, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { IconPicker } from '@/components/icons/IconPicker';
import { DepartmentPicker, RolePicker, UserPicker } from '@/components/pickers';
import { useFlowDesignerT } from './i18n';
import type { Draft } from './use-flow-draft';
import type { VisibleSplit } from './visible-split';

export type Basics = Omit<Draft, 'formType' | 'formId' | 'formData'>;

/** 分类, icon, order, state and who may launch (名称 and 编码 stay above the tabs). */
export function BasicsPanel({ value, onChange, visible, onVisible }: { value: Basics; onChange(patch: Partial<Basics>): void; visible: VisibleSplit; onVisible(next: VisibleSplit): void }) {
  const t = useFlowDesignerT();
  return (
    <Stack gap="sm" maw={720} p="md">
      <SimpleGrid cols={2}>
        <TextInput label={t('basics.category')} maxLength={64} value={value.category} onChange={(e) => onChange({ category: e.currentTarget.value })} />
        <NumberInput label={t('basics.sortCode')} min={0} max={999999} allowDecimal={false} value={value.sortCode} onChange={(v) => onChange({ sortCode: Number(v) || 0 })} />
        <IconPicker label={t('basics.icon')} value={value.icon} onChange={(icon) => onChange({ icon: icon ?? 'git-branch' })} testId="flow-icon" />
        <ColorInput label={t('basics.iconBackground')} value={value.iconBackground} onChange={(iconBackground) => onChange({ iconBackground })} />
      </SimpleGrid>
      <Switch label={t('basics.enabled')} checked={value.enabledMark === 1} onChange={(e) => onChange({ enabledMark: e.currentTarget.checked ? 1 : 0 })} />
      <Textarea label={t('basics.description')} maxLength={500} autosize minRows={2} value={value.description} onChange={(e) => onChange({ description: e.currentTarget.value })} />
      <div>
        <Text size="sm" fw={500} mb={4} id="flow-visible-label">{t('basics.visible')}</Text>
        <SegmentedControl aria-labelledby="flow-visible-label" value={String(value.visibleType)} onChange={(v) => onChange({ visibleType: v === '1' ? 1 : 0 })}
          data={[{ value: '0', label: t('basics.visibleAll') }, { value: '1', label: t('basics.visibleChosen') }]} />
      </div>
      {value.visibleType === 1 && (
        <Group grow align="start">
          <UserPicker multiple label={t('basics.visibleUsers')} value={visible.users} onChange={(users) => onVisible({ ...visible, users })} />
          <RolePicker multiple label={t('basics.visibleRoles')} value={visible.roles} onChange={(roles) => onVisible({ ...visible, roles })} />
          <DepartmentPicker multiple label={t('basics.visibleOrgs')} value={visible.orgs} onChange={(orgs) => onVisible({ ...visible, orgs })} />
        </Group>
      )}
    </Stack>
  );
}
