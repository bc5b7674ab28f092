import { Box, Grid, Loader, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import { usePickerT } from '../i18n';
import { PickerModal, PICKER_WIDTH } from './PickerModal';
import { SelectedPane } from './SelectedPane';
import { TreeView } from './TreeView';
import { useRelabel } from './use-chosen';
import { sourceOf, type StoreAnswer } from './use-local';
import { branchKeys, filterTree, type TreeItem } from './tree-utils';
import { toggleChosen, type Chosen } from './value';

export interface TreeTab<N> {
  value: string;
  label: string;
  /** The tab's tree from the device store, live: shown at once and kept current while open. */
  local?: StoreAnswer<TreeItem<N>[]>;
  /** Loads the tab's tree from the server (on open and on tab activation) where the store cannot answer. */
  load(): Promise<TreeItem<N>[]>;
}

export interface TreePickerDialogProps<N, V> {
  opened: boolean;
  title: string;
  width?: number;
  tabs: TreeTab<N>[];
  multiple: boolean;
  /** The selection the dialog opens with. */
  initial: Chosen<V>[];
  toChosen(item: TreeItem<N>): Chosen<V>;
  isPickable(item: TreeItem<N>): boolean;
  /** Refuses an item with a message (the organisation picker: the same path twice). */
  refuse?(list: Chosen<V>[], item: Chosen<V>): string | null;
  onConfirm(list: Chosen<V>[]): void;
  onCancel(): void;
}

/** Search box and tree on the left, chosen list on the right, 取消 / 确定 (SPEC §2, §4). */
export function TreePickerDialog<N, V>({ opened, title, width = PICKER_WIDTH.tree, tabs, multiple, initial, toChosen, isPickable, refuse, onConfirm, onCancel }: TreePickerDialogProps<N, V>) {
  const t = usePickerT();
  const [tab, setTab] = useState(tabs[0]?.value ?? '');
  const [keyword, setKeyword] = useState('');
  const [loaded, setLoaded] = useState<TreeItem<N>[] | null>(null);
  const [chosen, setChosen] = useState<Chosen<V>[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  /** Bumped on opening and on tab activation; null while closed. */
  const [generation, setGeneration] = useState<number | null>(null);
  const current = tabs.find((x) => x.value === tab);
  const source = sourceOf(current?.local);
  const loadRef = useRef(current?.load);
  loadRef.current = current?.load;

  function activate(value: string) {
    setTab(value);
    setKeyword('');
    setMessage(null);
    setLoaded(null);
    setGeneration((g) => (g ?? 0) + 1);
  }

  useEffect(() => {
    if (!opened) return setGeneration(null);
    setChosen(initial);
    activate(tabs[0]?.value ?? '');
    // Opening resets keyword, node and selection; the props of an open dialog do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  // The server is asked once per opening or tab activation, and only where the store cannot answer.
  useEffect(() => {
    if (generation === null || source !== 'server') return;
    let live = true;
    setLoaded(null);
    // A failed load only stops the loading (SPEC §8); the http client has told the user.
    loadRef.current?.().then((list) => live && setLoaded(list), () => live && setLoaded([]));
    return () => {
      live = false;
    };
  }, [generation, source]);

  const items = current?.local?.ready ? current.local.value : source === 'server' ? loaded : null;

  useRelabel(initial, setChosen);

  function pick(item: TreeItem<N>) {
    const next = toChosen(item);
    const refused = refuse?.(chosen, next) ?? null;
    setMessage(refused);
    if (refused) {
      notify('warning', refused);
      return;
    }
    setChosen((list) => toggleChosen(list, next, multiple));
  }

  const shown = filterTree(items ?? [], keyword);
  const chosenKeys = new Set(chosen.map((c) => c.key));
  const body = (
    <Stack gap="xs">
      <TextInput aria-label={t('keywordLabel')} placeholder={t('keyword')} leftSection={<IconSearch size={14} />} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} />
      <Box h={330} style={{ overflow: 'auto' }}>
        {items === null ? <Loader role="status" size="sm" m="md" aria-label={t('loading')} /> : shown.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="xl">{t('emptyTree')}</Text>
        ) : (
          <TreeView key={`${generation}-${keyword}`} items={shown} label={title} onPick={pick} isPickable={isPickable}
            isSelected={(i) => chosenKeys.has(toChosen(i).key)} defaultExpanded={keyword ? branchKeys(shown) : shown.slice(0, 1).map((i) => i.key)} />
        )}
      </Box>
    </Stack>
  );

  return (
    <PickerModal opened={opened} title={title} width={width} onCancel={onCancel} onConfirm={() => onConfirm(chosen)}>
      {message && <Text role="alert" c="orange" size="sm" mb="xs">{message}</Text>}
      <Grid gutter="md">
        <Grid.Col span={7}>
          {tabs.length > 1 ? (
            <Tabs value={tab} onChange={(v) => { if (v && v !== tab) activate(v); }}>
              <Tabs.List mb="xs">{tabs.map((x) => <Tabs.Tab key={x.value} value={x.value}>{x.label}</Tabs.Tab>)}</Tabs.List>
              {body}
            </Tabs>
          ) : body}
        </Grid.Col>
        <Grid.Col span={5} style={{ borderLeft: '1px solid var(--mantine-color-default-border)' }}>
          <SelectedPane items={chosen} onRemove={(c) => setChosen((list) => list.filter((x) => x.key !== c.key))} onClear={() => setChosen([])} />
        </Grid.Col>
      </Grid>
    </PickerModal>
  );
}
