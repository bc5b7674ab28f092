import type { PickerNode } from '@/features/permission/contract/organize';
import { usePickerT } from '../i18n';
import { NodeIcon } from '../shared/NodeIcon';
import { useMemo } from 'react';
import { loadGroups } from '../shared/api';
import { TreeSelectControl } from '../shared/TreeSelectControl';
import { mapTree } from '../shared/tree-utils';
import { mapAnswer, useLocalGroups } from '../shared/use-local';
import type { PickerFieldProps, PickerValueProps } from '../shared/value';

export type GroupPickerProps = PickerFieldProps & PickerValueProps<string>;

const toItems = (nodes: PickerNode[]) => mapTree<PickerNode>(nodes, (n) => ({ key: n.id, label: n.fullName, disabled: n.disabled, icon: <NodeIcon type={n.type} /> }));

/** 分组选择: the groups (Group/Selector), chosen by id. */
export function GroupPicker({ title, multiple, value, onChange, ...field }: GroupPickerProps) {
  const t = usePickerT();
  const dialogTitle = title ?? t('titles.group');
  const items = (fresh: boolean) => loadGroups(fresh).then(toItems);
  const groups = useLocalGroups();
  const local = useMemo(() => mapAnswer(groups, toItems), [groups]);
  const valueProps = { multiple, value, onChange } as PickerValueProps<string>;
  return (
    <TreeSelectControl<PickerNode, string>
      {...field} valueProps={valueProps} dialogTitle={dialogTitle} tabs={[{ value: 'group', label: dialogTitle, local, load: () => items(true) }]}
      echoTrees={() => items(false)} echoLocal={local}
      toChosen={(i) => ({ key: i.data.id, label: i.data.fullName, value: i.data.id, hint: i.data.organize || undefined })}
      isPickable={(i) => i.data.type === 'group'}
    />
  );
}
