import { useMemo } from 'react';
import type { PickerNode, PositionRow } from '@/features/permission/contract/organize';
import { usePickerT } from '../i18n';
import { NodeIcon } from '../shared/NodeIcon';
import { loadPositionCondition, loadPositionTree } from '../shared/api';
import { positionCondition, positionTree } from '../shared/local-nodes';
import { TreeSelectControl } from '../shared/TreeSelectControl';
import { mapTree, type TreeItem } from '../shared/tree-utils';
import { mapAnswer, useLocalPositions } from '../shared/use-local';
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
const treeItems = (nodes: PickerNode[]): TreeItem<Node>[] => mapTree<PickerNode>(nodes, (n) => ({ key: n.onlyId, label: n.fullName, disabled: n.disabled, icon: <NodeIcon type={n.type} /> }));
const rowItems = (rows: PositionRow[]): TreeItem<Node>[] => rows.map((r) => ({ key: r.id, label: r.fullName, data: r, icon: <NodeIcon type="position" /> }));

/** 选择岗位 (SPEC §2, §6): organisations as branches, positions as the chosen leaves; both modes read the device store first. */
export function PositionPicker({ selectType = 'all', departIds = [], positionIds = [], title, multiple, value, onChange, ...field }: PositionPickerProps) {
  const t = usePickerT();
  const dialogTitle = title ?? t('titles.position');
  const items = (fresh: boolean): Promise<TreeItem<Node>[]> =>
    selectType === 'custom' ? loadPositionCondition({ departIds, positionIds }).then(rowItems) : loadPositionTree(fresh).then(treeItems);
  const store = useLocalPositions();
  const scope = `${departIds.join(',')}|${positionIds.join(',')}`;
  const local = useMemo(
    () => mapAnswer(store, ({ index, positions }) => (selectType === 'custom' ? rowItems(positionCondition(index, positions, departIds, positionIds)) : treeItems(positionTree(index, positions)))),
    // `scope` stands for departIds and positionIds (new arrays with the same ids each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, selectType, scope],
  );
  // The closed control names any position the store holds, inside the custom scope or not.
  const echoLocal = useMemo(() => mapAnswer(store, ({ index, positions }) => rowItems(positionCondition(index, positions, [], []))), [store]);
  const valueProps = { multiple, value, onChange } as PickerValueProps<string>;
  return (
    <TreeSelectControl<Node, string>
      {...field} valueProps={valueProps} dialogTitle={dialogTitle} tabs={[{ value: selectType, label: dialogTitle, local, load: () => items(true) }]}
      echoTrees={() => items(false)} echoLocal={echoLocal}
      toChosen={(i) => ({ key: i.data.id, label: i.data.fullName, value: i.data.id, hint: 'organizeName' in i.data ? i.data.organizeName : i.data.organize })}
      isPickable={(i) => isPosition(i.data)}
    />
  );
}
