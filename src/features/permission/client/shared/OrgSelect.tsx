import { MultiSelect, Select } from '@mantine/core';
import { useMemo } from 'react';
import { ORG_ROOT, type OrgCategory, type OrgNode } from '@/features/permission/contract';
import { usePermT } from '../i18n';
import { organizeApi } from './organize-api';
import { flattenTree } from './tree-utils';
import { useAsync } from './use-async';

interface Common {
  label: string;
  error?: string;
  required?: boolean;
  /** Leave out this node and its subtree (a node cannot move under itself). */
  exclude?: string;
  categories?: readonly OrgCategory[];
  testId?: string;
}

function useOrgOptions(exclude: string | undefined, categories: readonly OrgCategory[] | undefined, withRoot: boolean) {
  const t = usePermT();
  const { data, loading } = useAsync<OrgNode[]>(() => organizeApi.selector(exclude || '0'), [], [exclude]);
  const options = useMemo(() => {
    const nodes = flattenTree(data).filter((n) => !categories || categories.includes(n.category));
    const list = nodes.map((n) => ({ value: n.id, label: n.organize, disabled: n.disabled }));
    return withRoot ? [{ value: ORG_ROOT, label: t('org.root'), disabled: false }, ...list] : list;
  }, [data, categories, withRoot, t]);
  return { options, loading };
}

/**
 * Local organisation chooser (searchable, labelled by path) until the shared organisation picker of
 * src/components/pickers is ready.
 */
export function OrgSelect({ value, onChange, withRoot = false, ...p }: Common & { value: string | null; onChange(id: string | null): void; withRoot?: boolean }) {
  const t = usePermT();
  const { options } = useOrgOptions(p.exclude, p.categories, withRoot);
  return (
    <Select
      label={p.label} error={p.error} withAsterisk={p.required} searchable clearable nothingFoundMessage={t('common.noData')}
      placeholder={t('common.choose')} data={options} value={value} onChange={onChange} data-testid={p.testId} comboboxProps={{ withinPortal: true }}
    />
  );
}

export function OrgMultiSelect({ value, onChange, ...p }: Common & { value: string[]; onChange(ids: string[]): void }) {
  const t = usePermT();
  const { options } = useOrgOptions(p.exclude, p.categories, false);
  return (
    <MultiSelect
      label={p.label} error={p.error} withAsterisk={p.required} searchable clearable nothingFoundMessage={t('common.noData')}
      placeholder={value.length ? undefined : t('common.choose')} data={options} value={value} onChange={onChange} data-testid={p.testId}
    />
  );
}
