import { useState } from 'react';
import { PickerField } from './PickerField';
import { TreePickerDialog, type TreeTab } from './TreePickerDialog';
import { flattenTree, type TreeItem } from './tree-utils';
import { useChosen } from './use-chosen';
import { emitValue, keyOf, valueList, type Chosen, type PickerFieldProps, type PickerValueProps } from './value';

export type TreeSelectControlProps<N, V extends string | string[]> = PickerFieldProps & {
  valueProps: PickerValueProps<V>;
  dialogTitle: string;
  tabs: TreeTab<N>[];
  /** The trees the closed control looks names up in (cached; no fresh load). */
  echoTrees(): Promise<TreeItem<N>[]>;
  toChosen(item: TreeItem<N>): Chosen<V>;
  isPickable(item: TreeItem<N>): boolean;
  refuse?(list: Chosen<V>[], item: Chosen<V>): string | null;
  width?: number;
};

/** A form control whose dialog is a searchable tree with a chosen list (department, organisation, …). */
export function TreeSelectControl<N, V extends string | string[]>({ valueProps, dialogTitle, tabs, echoTrees, toChosen, isPickable, refuse, width, ...field }: TreeSelectControlProps<N, V>) {
  const [opened, setOpened] = useState(false);
  const values = valueList(valueProps);
  const { chosen, remember } = useChosen<V>(values, async (missing) => {
    const all = flattenTree(await echoTrees()).filter(isPickable).map(toChosen);
    const byKey = new Map(all.map((c) => [c.key, c]));
    return missing.flatMap((v) => byKey.get(keyOf(v)) ?? []);
  });

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
