import type { PickerNode, PositionRow } from '@/features/permission/contract/organize';
import { usePickerT } from '../i18n';
import { NodeIcon } from '../shared/NodeIcon';
import { loadPositionCondition, loadPositionTree } from '../shared/api';
import { TreeSelectControl } from '../shared/TreeSelectControl';
import { mapTree, type TreeItem } from '../shared/tree-utils';
import type { PickerFieldProps, PickerValueProps } from '../shared/value';

export type PositionPickerProps = PickerFieldProps & PickerValueProps<string> & {
  /** 'all': every position under its organisations; 'custom': only those of departIds (and below) or positionIds. */
  selectType?: 'all' | 'custom';
  departIds?: string[];
  positionIds?: string[];
};

type Node = PickerNode | PositionRow;
/** Rows of PositionCondition are positions; in the Selector tree only leaves of type position are. */
const isPosition = (n: Node) => !('onlyId' in n) || n.type === 'position';

/** 选择岗位 (SPEC §2, §6): organisations as branches, positions as the chosen leaves. */
export function PositionPicker({ selectType = 'all', departIds = [], positionIds = [], title, multiple, value, onChange, ...field }: PositionPickerProps) {
  const t = usePickerT();
  const dialogTitle = title ?? t('titles.position');
  const items = (fresh: boolean): Promise<TreeItem<Node>[]> =>
    selectType === 'custom'
      ? loadPositionCondition({ departIds, positionIds }).then((rows) => rows.map((r) => ({ key: r.id, label: r.fullName, data: r as Node, icon: <NodeIcon type="position" /> })))
      : loadPositionTree(fresh).then((nodes) => mapTree<PickerNode>(nodes, (n) => ({ key: n.onlyId, label: n.fullName, disabled: n.disabled, icon: <NodeIcon type={n.type} /> })));
  const valueProps = { multiple, value, onChange } as PickerValueProps<string>;
  return (
    <TreeSelectControl<Node, string>
      {...field} valueProps={valueProps} dialogTitle={dialogTitle} tabs={[{ value: selectType, label: dialogTitle, load: () => items(true) }]}
      echoTrees={() => items(false)}
      toChosen={(i) => ({ key: i.data.id, label: i.data.fullName, value: i.data.id, hint: 'organizeName' in i.data ? i.data.organizeName : i.data.organize })}
      isPickable={(i) => isPosition(i.data)}
    />
  );
}
