import { useMemo } from 'react';
import { OrganizePicker } from '@/components/pickers';
import type { OrgNode } from '@/features/permission/contract';
import { organizeApi } from './organize-api';
import { flattenTree } from './tree-utils';
import { useAsync } from './use-async';

/** id → id path from the top: the shared 选择组织 picker speaks in paths, the forms in ids. */
function useOrgPaths() {
  const { data } = useAsync<OrgNode[]>(() => organizeApi.tree(), []);
  return useMemo(() => new Map(flattenTree(data).map((n) => [n.id, n.organizeIds])), [data]);
}

interface Common {
  label: string;
  error?: string;
  required?: boolean;
  testId?: string;
}

/** One organisation (company or department) by id, through the shared 选择组织 picker. */
export function OrgPicker({ value, onChange, ...p }: Common & { value: string | null; onChange(id: string | null): void }) {
  const paths = useOrgPaths();
  return (
    <OrganizePicker
      label={p.label} error={p.error} required={p.required} data-testid={p.testId}
      value={value ? (paths.get(value) ?? [value]) : null} onChange={(path) => onChange(path?.at(-1) ?? null)}
    />
  );
}

/** Several organisations by id (a user's, a role's), through the shared 选择组织 picker. */
export function OrgMultiPicker({ value, onChange, ...p }: Common & { value: string[]; onChange(ids: string[]): void }) {
  const paths = useOrgPaths();
  return (
    <OrganizePicker
      multiple label={p.label} error={p.error} required={p.required} data-testid={p.testId}
      value={value.map((id) => paths.get(id) ?? [id])} onChange={(list) => onChange(list.map((path) => path.at(-1)).filter((id): id is string => Boolean(id)))}
    />
  );
}
