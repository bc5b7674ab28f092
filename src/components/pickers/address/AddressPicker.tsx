import { Box, Grid, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { usePickerT } from '../i18n';
import { PickerField } from '../shared/PickerField';
import { PickerModal, PICKER_WIDTH } from '../shared/PickerModal';
import { SelectedPane } from '../shared/SelectedPane';
import { TreeView } from '../shared/TreeView';
import type { TreeItem } from '../shared/tree-utils';
import { useChosen, useRelabel } from '../shared/use-chosen';
import { emitValue, keyOf, toggleChosen, valueList, type Chosen, type PickerFieldProps, type PickerValueProps } from '../shared/value';
import { AREA_ROOT, loadAreaChildren, loadAreaNames } from './address-api';

/** Depths: 0 province, 1 city, 2 district, 3 street. */
export type AddressLevel = 0 | 1 | 2 | 3;
/** The value is an id path from the province down (one path, or a list of paths when multiple). */
export type AddressPickerProps = PickerFieldProps & PickerValueProps<string[]> & { level?: AddressLevel };

interface Area {
  id: string;
  path: string[];
  names: string[];
  depth: number;
}

/** A node is a leaf when the data says so or when it sits at the deepest allowed level. */
async function children(parent: Area | null, level: AddressLevel): Promise<TreeItem<Area>[]> {
  const depth = parent ? parent.depth + 1 : 0;
  const list = await loadAreaChildren(parent?.id ?? AREA_ROOT);
  return list.map((n) => {
    const data: Area = { id: n.id, path: [...(parent?.path ?? []), n.id], names: [...(parent?.names ?? []), n.fullName], depth };
    return { key: data.path.join('/'), label: n.fullName, data, hasChildren: !n.isLeaf && depth < level };
  });
}

const toChosen = (a: Area): Chosen<string[]> => ({ key: keyOf(a.path), label: a.names.join('/'), value: a.path });

/** 省市区: a lazy area tree; only leaves are chosen, depth limited by `level` (SPEC §2, §5). */
export function AddressPicker({ level = 2, title, multiple, value, onChange, ...field }: AddressPickerProps) {
  const t = usePickerT();
  const valueProps = { multiple, value, onChange } as PickerValueProps<string[]>;
  const [opened, setOpened] = useState(false);
  const [roots, setRoots] = useState<TreeItem<Area>[] | null>(null);
  const [picked, setPicked] = useState<Chosen<string[]>[]>([]);
  const { chosen, remember } = useChosen<string[]>(valueList(valueProps), async (paths) => {
    const names = await loadAreaNames(paths);
    return paths.map((path, i) => ({ key: keyOf(path), label: (names[i] ?? path).join('/'), value: path }));
  });

  useEffect(() => {
    if (!opened) return;
    setPicked(chosen);
    setRoots(null);
    children(null, level).then(setRoots, () => setRoots([]));
    // Opening resets the tree and the selection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  useRelabel(chosen, setPicked);
  const pickedKeys = new Set(picked.map((c) => c.key));
  const dialogTitle = title ?? t('titles.address');
  return (
    <>
      <PickerField {...field} names={chosen.map((c) => c.label)} onOpen={() => setOpened(true)} onClear={() => emitValue(valueProps, [])} />
      <PickerModal opened={opened} title={dialogTitle} width={PICKER_WIDTH.tree} onCancel={() => setOpened(false)}
        onConfirm={() => { remember(picked); emitValue(valueProps, picked.map((c) => c.value)); setOpened(false); }}>
        <Grid gutter="md">
          <Grid.Col span={7}>
            <Box h={370} style={{ overflow: 'auto' }}>
              {roots === null ? <Loader role="status" size="sm" m="md" aria-label={t('loading')} /> : roots.length === 0 ? <Text size="sm" c="dimmed" ta="center" py="xl">{t('emptyTree')}</Text> : (
                <TreeView items={roots} label={dialogTitle} loadChildren={(item) => children(item.data, level)}
                  isPickable={(item) => !item.hasChildren} isSelected={(item) => pickedKeys.has(item.key)}
                  onPick={(item) => setPicked((list) => toggleChosen(list, toChosen(item.data), Boolean(multiple)))} />
              )}
            </Box>
          </Grid.Col>
          <Grid.Col span={5} style={{ borderLeft: '1px solid var(--mantine-color-default-border)' }}>
            <SelectedPane items={picked} onRemove={(c) => setPicked((l) => l.filter((x) => x.key !== c.key))} onClear={() => setPicked([])} />
          </Grid.Col>
        </Grid>
      </PickerModal>
    </>
  );
}
