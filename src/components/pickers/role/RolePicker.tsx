import { useMemo } from 'react';
import { GLOBAL_ROLE_BRANCH, type PickerNode } from '@/features/permission/contract/organize';
import { usePickerT } from '../i18n';
import { NodeIcon } from '../shared/NodeIcon';
import { loadRoleTree } from '../shared/api';
import { globalRoles, organisationRoles } from '../shared/local-nodes';
import { localOrganisationRoles, withOffline } from '../shared/offline';
import { TreeSelectControl } from '../shared/TreeSelectControl';
import { mapTree, type TreeItem } from '../shared/tree-utils';
import { mapAnswer, useLocalRoles } from '../shared/use-local';
import type { PickerFieldProps, PickerValueProps } from '../shared/value';

export type RolePickerProps = PickerFieldProps & PickerValueProps<string>;

const toItems = (nodes: PickerNode[]): TreeItem<PickerNode>[] => mapTree<PickerNode>(nodes, (n) => ({ key: n.onlyId, label: n.fullName, disabled: n.disabled, icon: <NodeIcon type={n.type} /> }));
/** Role/Selector: branch id '1' holds the global roles, the organisation branches follow. */
const split = (nodes: PickerNode[]) => ({
  organize: toItems(nodes.filter((n) => n.id !== GLOBAL_ROLE_BRANCH)),
  global: toItems(nodes.find((n) => n.id === GLOBAL_ROLE_BRANCH)?.children ?? []),
});

/**
 * 选择角色 with tabs 组织 and 全局 (SPEC §2); it only selects (§6). 全局 and the names of chosen
 * roles come from the device store; 组织 asks the server (the device does not know which
 * organisations hold a role) and, without a network, offers the store's organisation roles flat.
 */
export function RolePicker({ title, multiple, value, onChange, ...field }: RolePickerProps) {
  const t = usePickerT();
  const dialogTitle = title ?? t('titles.role');
  const globalLabel = t('role.global');
  const roles = useLocalRoles();
  const global = useMemo(() => mapAnswer(roles, (list) => toItems(globalRoles(list, globalLabel))), [roles, globalLabel]);
  const all = useMemo(() => mapAnswer(roles, (list) => toItems([...globalRoles(list, globalLabel), ...organisationRoles(list)])), [roles, globalLabel]);
  const offlineOrganize = () => localOrganisationRoles().then((nodes) => nodes && toItems(nodes));
  const valueProps = { multiple, value, onChange } as PickerValueProps<string>;
  return (
    <TreeSelectControl<PickerNode, string>
      {...field} valueProps={valueProps} dialogTitle={dialogTitle}
      tabs={[
        { value: 'organize', label: t('role.organize'), load: () => withOffline(() => loadRoleTree(true).then((n) => split(n).organize), offlineOrganize) },
        { value: 'global', label: globalLabel, local: global, load: () => loadRoleTree(true).then((n) => split(n).global) },
      ]}
      echoTrees={() => loadRoleTree().then((n) => [...split(n).global, ...split(n).organize])} echoLocal={all}
      toChosen={(i) => ({ key: i.data.id, label: i.data.fullName, value: i.data.id, hint: i.data.organize || undefined })}
      isPickable={(i) => i.data.type === 'role'}
    />
  );
}
