import { useMemo, useState } from 'react';
import { PickerField } from './PickerField';
import { TreePickerDialog, type TreeTab } from './TreePickerDialog';
import { flattenTree, type TreeItem } from './tree-utils';
import { useChosen } from './use-chosen';
import { mapAnswer, type StoreAnswer } from './use-local';
import { emitValue, keyOf, valueList, type Chosen, type PickerFieldProps, type PickerValueProps } from './value';

export type TreeSelectControlProps<N, V extends string | string[]> = PickerFieldProps & {
  valueProps: PickerValueProps<V>;
  dialogTitle: string;
  tabs: TreeTab<N>[];
  /** The trees the closed control looks names up in (cached; no fresh load). */
  echoTrees(): Promise<TreeItem<N>[]>;
  /** The same trees from the device store: names shown at once, without asking the server. */
  echoLocal?: StoreAnswer<TreeItem<N>[]>;
  /** Other values the store may know an item by (an organisation's own id for its id path). */
  aliases?(item: TreeItem<N>): string[];
  toChosen(item: TreeItem<N>): Chosen<V>;
  isPickable(item: TreeItem<N>): boolean;
  refuse?(list: Chosen<V>[], item: Chosen<V>): string | null;
  width?: number;
};

/** A form control whose dialog is a searchable tree with a chosen list (department, organisation, …). */
export function TreeSelectControl<N, V extends string | string[]>({ valueProps, dialogTitle, tabs, echoTrees, echoLocal, aliases, toChosen, isPickable, refuse, width, ...field }: TreeSelectControlProps<N, V>) {
  const [opened, setOpened] = useState(false);
  const values = valueList(valueProps);
  const byKey = (items: TreeItem<N>[]) => {
    const pickable = flattenTree(items).filter(isPickable);
    const map = new Map(pickable.map(toChosen).map((c) => [c.key, c]));
    for (const item of aliases ? pickable : []) for (const alias of aliases!(item)) if (!map.has(alias)) map.set(alias, toChosen(item));
    return map;
  };
  // `toChosen`/`isPickable` are pure per picker: the map follows the store's trees only.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const local = useMemo(() => (echoLocal ? mapAnswer(echoLocal, byKey) : undefined), [echoLocal]);
  const { chosen, remember } = useChosen<V>(values, async (missing) => {
    const all = byKey(await echoTrees());
    return missing.flatMap((v) => all.get(keyOf(v)) ?? []);
  }, local);

  return (
    <>
      <PickerField {...field} names={chosen.map((c) => c.label)} onOpen={() => setOpened(true)} onClear={() => emitValue(valueProps, [])} />
      <TreePickerDialog<N, V>
        opened={opened} title={dialogTitle} width={width} tabs={tabs} multiple={Boolean(valueProps.multiple)} initial={chosen}
        toChosen={toChosen} isPickable={isPickable} refuse={refuse} onCancel={() => setOpened(false)}
        onConfirm={(list) => {
          remember(list);
          emitValue(valueProps, list.map((c) => c.value));
          setOpened(false);
        }}
      />
    </>
  );
}
