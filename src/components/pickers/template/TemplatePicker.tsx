import { Box, Button, Grid, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { PICKER_PAGE_SIZE } from '@/contract/limits';
import { usePickerT } from '../i18n';
import { Pager } from '../data-select/Pager';
import { RowsTable, type PickerRow } from '../data-select/RowsTable';
import { PickerField } from '../shared/PickerField';
import { PickerModal, PICKER_WIDTH } from '../shared/PickerModal';
import { TreeView } from '../shared/TreeView';
import { mapTree } from '../shared/tree-utils';
import { useChosen } from '../shared/use-chosen';
import { emitValue, valueList, type PickerFieldProps, type PickerValueProps } from '../shared/value';

/** SPEC §3 "Template row". */
export interface TemplateRow extends PickerRow {
  fullName: string;
  enCode: string;
  startNumber?: string | number;
}
export interface TemplateCategory {
  id: string;
  fullName: string;
  children?: TemplateCategory[];
}
export interface TemplateQuery {
  categoryId: string;
  keyword: string;
  currentPage: number;
  pageSize: number;
}

export type TemplatePickerProps = PickerFieldProps & PickerValueProps<string> & {
  /** The business-template endpoints belong to a later feature: the caller brings them. */
  fetchCategories(): Promise<TemplateCategory[]>;
  fetchTemplates(q: TemplateQuery): Promise<{ list: TemplateRow[]; pagination: { total: number } }>;
  fetchByIds?(ids: string[]): Promise<TemplateRow[]>;
  onRows?(rows: TemplateRow[]): void;
};

const ALL = '';

/** 模板 (SPEC §2, 1000 px): category tree left; business name, code and serial start on the right. */
export function TemplatePicker({ fetchCategories, fetchTemplates, fetchByIds, onRows, title, multiple, value, onChange, ...field }: TemplatePickerProps) {
  const t = usePickerT();
  const valueProps = { multiple, value, onChange } as PickerValueProps<string>;
  const [opened, setOpened] = useState(false);
  const [categories, setCategories] = useState<TemplateCategory[]>([]);
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<TemplateQuery>({ categoryId: ALL, keyword: '', currentPage: 1, pageSize: PICKER_PAGE_SIZE });
  const [page, setPage] = useState<{ list: TemplateRow[]; total: number }>({ list: [], total: 0 });
  const [picked, setPicked] = useState<TemplateRow[]>([]);
  const fetchRef = useRef(fetchTemplates);
  fetchRef.current = fetchTemplates;
  const { chosen, remember } = useChosen<string>(valueList(valueProps), async (ids) =>
    (fetchByIds ? await fetchByIds(ids) : []).map((r) => ({ key: r.id, label: r.fullName, value: r.id })));

  useEffect(() => {
    if (!opened) return;
    setKeyword('');
    setQuery({ categoryId: ALL, keyword: '', currentPage: 1, pageSize: PICKER_PAGE_SIZE });
    setPicked(chosen.map((c) => ({ id: c.value, fullName: c.label, enCode: '' })));
    fetchCategories().then(setCategories, () => setCategories([]));
    // Opening resets category, keyword, page and selection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  useEffect(() => {
    if (!opened) return;
    let live = true;
    fetchRef.current(query).then((p) => live && setPage({ list: p.list, total: p.pagination.total }), () => live && setPage({ list: [], total: 0 }));
    return () => {
      live = false;
    };
  }, [opened, query]);

  const tree = [{ key: ALL, label: t('template.allCategories'), data: null, children: mapTree(categories, (c) => ({ key: c.id, label: c.fullName })) }];
  const pickedIds = new Set(picked.map((r) => r.id));
  const toggle = (row: PickerRow) => {
    const r = row as TemplateRow;
    setPicked((list) => (!multiple ? [r] : list.some((x) => x.id === r.id) ? list.filter((x) => x.id !== r.id) : [...list, r]));
  };
  const columns = [{ value: 'fullName', label: t('template.fullName') }, { value: 'enCode', label: t('template.enCode') }, { value: 'startNumber', label: t('template.startNumber') }];

  return (
    <>
      <PickerField {...field} names={chosen.map((c) => c.label)} onOpen={() => setOpened(true)} onClear={() => emitValue(valueProps, [])} />
      <PickerModal opened={opened} title={title ?? t('titles.template')} width={PICKER_WIDTH.table} onCancel={() => setOpened(false)}
        onConfirm={() => {
          remember(picked.map((r) => ({ key: r.id, label: r.fullName, value: r.id })));
          emitValue(valueProps, picked.map((r) => r.id));
          onRows?.(picked);
          setOpened(false);
        }}>
        <Grid gutter="md">
          <Grid.Col span={3} style={{ borderRight: '1px solid var(--mantine-color-default-border)' }}>
            <Box h={420} style={{ overflow: 'auto' }}>
              <TreeView key={categories.length} items={tree} label={t('template.category')} defaultExpanded={[ALL]}
                isSelected={(i) => i.key === query.categoryId} onPick={(i) => setQuery((q) => ({ ...q, categoryId: i.key, currentPage: 1 }))} />
            </Box>
          </Grid.Col>
          <Grid.Col span={9}>
            <Group gap="xs" mb="xs">
              <TextInput aria-label={t('keywordLabel')} placeholder={t('keyword')} value={keyword} w={240} onChange={(e) => setKeyword(e.currentTarget.value)}
                onKeyDown={(e) => e.key === 'Enter' && setQuery((q) => ({ ...q, keyword: keyword.trim(), currentPage: 1 }))} />
              <Button size="xs" leftSection={<IconSearch size={14} />} onClick={() => setQuery((q) => ({ ...q, keyword: keyword.trim(), currentPage: 1 }))}>{t('search')}</Button>
            </Group>
            <RowsTable rows={page.list} columns={columns} multiple={Boolean(multiple)} checked={pickedIds} onToggle={toggle} label={t('titles.template')} height={340} />
            <Pager page={query.currentPage} pageSize={query.pageSize} total={page.total} onPage={(currentPage) => setQuery((q) => ({ ...q, currentPage }))} />
          </Grid.Col>
        </Grid>
      </PickerModal>
    </>
  );
}
