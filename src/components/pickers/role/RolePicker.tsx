import { GLOBAL_ROLE_BRANCH, type PickerNode } from '@/features/permission/contract/organize';
import { usePickerT } from '../i18n';
import { NodeIcon } from '../shared/NodeIcon';
import { loadRoleTree } from '../shared/api';
import { TreeSelectControl } from '../shared/TreeSelectControl';
import { mapTree, type TreeItem } from '../shared/tree-utils';
import type { PickerFieldProps, PickerValueProps } from '../shared/value';

export type RolePickerProps = PickerFieldProps & PickerValueProps<string>;

const toItems = (nodes: PickerNode[]): TreeItem<PickerNode>[] => mapTree<PickerNode>(nodes, (n) => ({ key: n.onlyId, label: n.fullName, disabled: n.disabled, icon: <NodeIcon type={n.type} /> }));
/** Role/Selector: branch id '1' holds the global roles, the organisation branches follow. */
const split = (nodes: PickerNode[]) => ({
  organize: toItems(nodes.filter((n) => n.id !== GLOBAL_ROLE_BRANCH)),
  global: toItems(nodes.find((n) => n.id === GLOBAL_ROLE_BRANCH)?.children ?? []),
});

/** 选择角色 with tabs 组织 and 全局 (SPEC §2); it only selects (§6). */
export function RolePicker({ title, multiple, value, onChange, ...field }: RolePickerProps) {
  const t = usePickerT();
  const dialogTitle = title ?? t('titles.role');
  const valueProps = { multiple, value, onChange } as PickerValueProps<string>;
  return (
    <TreeSelectControl<PickerNode, string>
      {...field} valueProps={valueProps} dialogTitle={dialogTitle}
      tabs={[
        { value: 'organize', label: t('role.organize'), load: () => loadRoleTree(true).then((n) => split(n).organize) },
        { value: 'global', label: t('role.global'), load: () => loadRoleTree(true).then((n) => split(n).global) },
      ]}
      echoTrees={() => loadRoleTree().then((n) => [...split(n).global, ...split(n).organize])}
      toChosen={(i) => ({ key: i.data.id, label: i.data.fullName, value: i.data.id, hint: i.data.organize || undefined })}
      isPickable={(i) => i.data.type === 'role'}
    />
  );
}
