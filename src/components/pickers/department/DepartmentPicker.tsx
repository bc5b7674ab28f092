import type { OrgNode } from '@/features/permission/contract/organize';
import { ORG_ROOT } from '@/features/permission/contract/organize';
import { usePickerT } from '../i18n';
import { NodeIcon } from '../shared/NodeIcon';
import { useMemo } from 'react';
import { loadOrgTree } from '../shared/api';
import { TreeSelectControl } from '../shared/TreeSelectControl';
import { mapAnswer, useLocalOrgTree } from '../shared/use-local';
import { mapTree, type TreeItem } from '../shared/tree-utils';
import type { PickerFieldProps, PickerValueProps } from '../shared/value';

export type DepartmentPickerProps = PickerFieldProps & PickerValueProps<string> & {
  /** Only organisations the signed-in user may see (…/SelectorByAuth). */
  auth?: boolean;
  /** The root 顶级节点 (id -1) may be chosen, e.g. as a parent. */
  rootSelectable?: boolean;
};

type Kind = 'department' | 'unit';

/** The tree under the root 顶级节点 (id -1) of SPEC §2. */
export function orgTreeItems(nodes: OrgNode[], rootLabel: string): TreeItem<OrgNode | null>[] {
  const children: TreeItem<OrgNode | null>[] = mapTree<OrgNode>(nodes, (n) => ({ key: n.id, label: n.fullName, disabled: n.disabled, icon: <NodeIcon type={n.category} /> }));
  return [{ key: ORG_ROOT, label: rootLabel, data: null, children, hasChildren: children.length > 0 }];
}

function OrgKindPicker({ kind, auth = false, rootSelectable = false, title, ...props }: DepartmentPickerProps & { kind: Kind }) {
  const t = usePickerT();
  const dialogTitle = title ?? t(kind === 'unit' ? 'titles.unit' : 'titles.department');
  const topNode = t('topNode');
  const items = (fresh: boolean) => loadOrgTree(kind, auth, false, fresh).then((nodes) => orgTreeItems(nodes, topNode));
  // The device store answers the plain trees; what the caller may see (auth) only the server knows.
  const tree = useLocalOrgTree(kind === 'unit', !auth);
  const local = useMemo(() => mapAnswer(tree, (nodes) => orgTreeItems(nodes, topNode)), [tree, topNode]);
  const { multiple, value, onChange, ...field } = props;
  const valueProps = { multiple, value, onChange } as PickerValueProps<string>;
  return (
    <TreeSelectControl<OrgNode | null, string>
      {...field} valueProps={valueProps} dialogTitle={dialogTitle} tabs={[{ value: kind, label: dialogTitle, local, load: () => items(true) }]}
      echoTrees={() => items(false)} echoLocal={local}
      toChosen={(i) => ({ key: i.key, label: i.label, value: i.key, hint: i.data?.organize })}
      isPickable={(i) => (i.data === null ? rootSelectable : kind === 'unit' ? i.data.category === 'company' : i.data.category === 'department')}
    />
  );
}

/** 选择部门: companies as branches, departments chosen (SPEC §2; 800 px). */
export function DepartmentPicker(props: DepartmentPickerProps) {
  return <OrgKindPicker {...props} kind="department" />;
}

/** 选择单位: the company tree, companies chosen. */
export function UnitPicker(props: DepartmentPickerProps) {
  return <OrgKindPicker {...props} kind="unit" />;
}
