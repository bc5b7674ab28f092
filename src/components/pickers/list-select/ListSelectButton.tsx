import { Box, Button, Checkbox, Grid, Group, Loader, Stack, Text, type ButtonProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { PICKER_PAGE_SIZE } from '@/contract/limits';
import { usePickerT } from '../i18n';
import { Pager } from '../data-select/Pager';
import type { PickerRow } from '../data-select/RowsTable';
import { PickerModal, PICKER_WIDTH } from '../shared/PickerModal';
import { SelectedPane } from '../shared/SelectedPane';
import { toggleChosen, type Chosen } from '../shared/value';
import { KeywordBox } from '../shared/KeywordBox';

export interface ListSelectButtonProps {
  /** One page of the rows to choose from. */
  fetchRows(q: { keyword: string; currentPage: number; pageSize: number }): Promise<{ list: PickerRow[]; pagination: { total: number } }>;
  onSelect(rows: PickerRow[]): void;
  multiple?: boolean;
  labelField?: string;
  /** Secondary text of a row. */
  hintField?: string;
  title?: string;
  buttonProps?: ButtonProps;
  disabled?: boolean;
}

/** The button 选择数据 and its two-pane list dialog: rows on the left, the chosen on the right (SPEC §2). */
export function ListSelectButton({ fetchRows, onSelect, multiple = true, labelField = 'fullName', hintField, title, buttonProps, disabled }: ListSelectButtonProps) {
  const t = usePickerT();
  const [opened, setOpened] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState({ keyword: '', currentPage: 1 });
  const [page, setPage] = useState<{ list: PickerRow[]; total: number } | null>(null);
  const [chosen, setChosen] = useState<Chosen<PickerRow>[]>([]);
  const fetchRef = useRef(fetchRows);
  fetchRef.current = fetchRows;

  useEffect(() => {
    if (!opened) return;
    let live = true;
    setPage(null);
    fetchRef.current({ ...query, pageSize: PICKER_PAGE_SIZE }).then((p) => live && setPage({ list: p.list, total: p.pagination.total }), () => live && setPage({ list: [], total: 0 }));
    return () => {
      live = false;
    };
  }, [opened, query]);

  const open = () => {
    setKeyword('');
    setQuery({ keyword: '', currentPage: 1 });
    setChosen([]);
    setOpened(true);
  };
  const toChosen = (row: PickerRow): Chosen<PickerRow> => ({ key: row.id, label: String(row[labelField] ?? row.id), value: row, hint: hintField ? String(row[hintField] ?? '') : undefined });
  const chosenIds = new Set(chosen.map((c) => c.key));

  return (
    <>
      <Button variant="light" size="xs" onClick={open} disabled={disabled} {...buttonProps}>{t('listSelect.button')}</Button>
      <PickerModal opened={opened} title={title ?? t('titles.listSelect')} width={PICKER_WIDTH.tree} onCancel={() => setOpened(false)}
        onConfirm={() => { onSelect(chosen.map((c) => c.value)); setOpened(false); }}>
        <Grid gutter="md">
          <Grid.Col span={7}>
            <Stack gap="xs">
              <KeywordBox value={keyword} onChange={setKeyword} onSearch={() => setQuery({ keyword: keyword.trim(), currentPage: 1 })} />
              <Box h={320} style={{ overflow: 'auto' }} role="group" aria-label={t('listSelect.available')}>
                {page === null ? <Loader role="status" size="sm" m="md" aria-label={t('loading')} /> : page.list.length === 0 ? <Text size="sm" c="dimmed" ta="center" py="xl">{t('noData')}</Text> : page.list.map((row) => {
                  const c = toChosen(row);
                  return (
                    <Group key={row.id} px="xs" py={4} wrap="nowrap">
                      <Checkbox size="xs" label={c.label} description={c.hint} checked={chosenIds.has(row.id)} onChange={() => setChosen((list) => toggleChosen(list, c, multiple))} />
                    </Group>
                  );
                })}
              </Box>
              {page && <Pager page={query.currentPage} pageSize={PICKER_PAGE_SIZE} total={page.total} onPage={(currentPage) => setQuery((q) => ({ ...q, currentPage }))} />}
            </Stack>
          </Grid.Col>
          <Grid.Col span={5} style={{ borderLeft: '1px solid var(--mantine-color-default-border)' }}>
            <SelectedPane items={chosen} onRemove={(c) => setChosen((list) => list.filter((x) => x.key !== c.key))} onClear={() => setChosen([])} />
          </Grid.Col>
        </Grid>
      </PickerModal>
    </>
  );
}
