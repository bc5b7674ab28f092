import { ActionIcon, Button, Select, Tooltip } from '@mantine/core';
import { IconArrowsMove, IconBuildingPlus, IconFolderPlus, IconFold, IconFoldDown } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { ListSearchBar } from '@/components/list-page/ListSearchBar';
import type { OrgCategory, OrgNode } from '@/features/permission/contract';
import { usePermT } from '../i18n';
import { confirmAndDelete } from '../shared/act';
import { organizeApi } from '../shared/organize-api';
import { RowActions } from '../shared/RowActions';
import { TreeTable } from '@/components/list-page/TreeTable';
import { useAsync } from '../shared/use-async';
import { orgColumns } from './org-columns';
import { OrgForm, type OrgFormTarget } from './OrgForm';

interface Filters {
  keyword: string;
  category: OrgCategory | null;
  enabledMark: string | null;
}

const NO_FILTERS = { category: null, enabledMark: null };

/** 组织管理: companies and departments as one tree — create, edit, move, enable/disable, delete. */
export default function OrganizePage() {
  const t = usePermT();
  const [filters, setFilters] = useState<Filters>({ keyword: '', category: null, enabledMark: null });
  const [draft, setDraft] = useState<Omit<Filters, 'keyword'>>(NO_FILTERS);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const [target, setTarget] = useState<OrgFormTarget | null>(null);
  const [expanded, setExpanded] = useState<true | Record<string, boolean>>(true);
  const { data, loading, reload } = useAsync(
    () => organizeApi.list({ currentPage: 1, pageSize: 10_000, keyword: filters.keyword || undefined, category: filters.category ?? undefined, enabledMark: filters.enabledMark === null ? undefined : Number(filters.enabledMark) }),
    { list: [], pagination: { currentPage: 1, pageSize: 0, total: 0 } },
    [filters],
  );
  const columns = useMemo(() => orgColumns(t, reload), [t, reload]);
  const close = useCallback(() => setTarget(null), []);
  const remove = async (row: OrgNode) => {
    if (await confirmAndDelete(() => organizeApi.remove(row.id))) reload();
  };

  return (
    <div>
      <ListSearchBar onSearch={(keyword) => setFilters({ ...draftRef.current, keyword })} onReset={() => { draftRef.current = NO_FILTERS; setDraft(NO_FILTERS); }}>
        <Select label={t('org.category')} placeholder={t('common.all')} clearable w={130} value={draft.category} onChange={(c) => setDraft((d) => ({ ...d, category: c as OrgCategory | null }))} data={[{ value: 'company', label: t('org.company') }, { value: 'department', label: t('org.department') }]} />
        <Select label={t('common.status')} placeholder={t('common.all')} clearable w={120} value={draft.enabledMark} onChange={(s) => setDraft((d) => ({ ...d, enabledMark: s }))} data={[{ value: '1', label: t('common.enabled') }, { value: '0', label: t('common.disabled') }]} />
      </ListSearchBar>
      <TreeTable<OrgNode>
        columns={columns} data={data.list} total={data.pagination.total} loading={loading} expanded={expanded} onExpandedChange={setExpanded}
        toolbar={
          <>
            <ButtonGuard code="btn_add">
              <Button leftSection={<IconBuildingPlus size={16} />} onClick={() => setTarget({ mode: 'create', category: 'company' })} data-testid="org-add-company">{t('org.addCompany')}</Button>
              <Button variant="light" leftSection={<IconFolderPlus size={16} />} onClick={() => setTarget({ mode: 'create', category: 'department' })} data-testid="org-add-department">{t('org.addDepartment')}</Button>
            </ButtonGuard>
            <Button variant="default" leftSection={<IconFoldDown size={16} />} onClick={() => setExpanded(true)}>{t('common.expandAll')}</Button>
            <Button variant="default" leftSection={<IconFold size={16} />} onClick={() => setExpanded({})}>{t('common.foldAll')}</Button>
          </>
        }
        rowActions={(row) => (
          <RowActions name={row.fullName} onEdit={() => setTarget({ mode: 'edit', id: row.id })} onDelete={() => void remove(row)}>
            <ButtonGuard code="btn_add">
              <Tooltip label={t('org.addChild')}>
                <ActionIcon variant="subtle" onClick={() => setTarget({ mode: 'create', category: 'department', parentId: row.id })} aria-label={`${t('org.addChild')} ${row.fullName}`}><IconFolderPlus size={16} /></ActionIcon>
              </Tooltip>
            </ButtonGuard>
            <ButtonGuard code="btn_edit">
              <Tooltip label={t('org.move')}>
                <ActionIcon variant="subtle" onClick={() => setTarget({ mode: 'move', id: row.id })} aria-label={`${t('org.move')} ${row.fullName}`}><IconArrowsMove size={16} /></ActionIcon>
              </Tooltip>
            </ButtonGuard>
          </RowActions>
        )}
      />
      <OrgForm target={target} onClose={close} onSaved={reload} />
    </div>
  );
}
