import { NavLink, Paper, ScrollArea, SegmentedControl, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { AuthorizeObjectType } from '@/features/permission/contract';
import { usePermT } from '../i18n';
import { uniqueLeaves } from '../shared/tree-utils';
import { useAsync } from '../shared/use-async';
import { authorizeApi } from './authorize-api';

export interface AuthorizeObject {
  type: AuthorizeObjectType;
  id: string;
  name: string;
}
export interface Entry {
  id: string;
  name: string;
  detail: string;
}

/** Roles, positions or users one may authorise, as list entries. */
export async function loadObjects(type: AuthorizeObjectType): Promise<Entry[]> {
  if (type === 'User') return (await authorizeApi.users()).map((u) => ({ id: u.id, name: u.fullName, detail: u.organize }));
  const tree = type === 'Role' ? await authorizeApi.roles() : await authorizeApi.positions();
  return uniqueLeaves(tree, type === 'Role' ? 'role' : 'position').map((n) => ({ id: n.id, name: n.fullName, detail: n.organize }));
}

/** Left pane of the authorise screen: whom to authorise — a role, a position or a user. */
export function ObjectChooser({ value, onChange }: { value: AuthorizeObject | null; onChange(next: AuthorizeObject): void }) {
  const t = usePermT();
  const [type, setType] = useState<AuthorizeObjectType>('Role');
  const [keyword, setKeyword] = useState('');
  const { data, loading } = useAsync<Entry[]>(() => loadObjects(type), [], [type]);
  const shown = useMemo(() => {
    const k = keyword.trim().toLowerCase();
    return k ? data.filter((e) => e.name.toLowerCase().includes(k) || e.detail.toLowerCase().includes(k)) : data;
  }, [data, keyword]);
  return (
    <Paper p="sm" radius="sm" w={270} miw={270}>
      <SegmentedControl
        fullWidth size="xs" value={type} onChange={(v) => { setType(v as AuthorizeObjectType); setKeyword(''); }} data-testid="auth-object-type"
        data={(['Role', 'Position', 'User'] as const).map((v) => ({ value: v, label: t(`authorize.objects.${v}`) }))}
      />
      <TextInput size="xs" my="xs" placeholder={t('common.searchList')} leftSection={<IconSearch size={14} />} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} data-testid="auth-object-search" />
      <ScrollArea h="calc(100vh - 300px)" type="auto">
        {shown.map((e) => (
          <NavLink
            key={e.id} label={e.name} description={e.detail || undefined} active={value?.type === type && value.id === e.id}
            onClick={() => onChange({ type, id: e.id, name: e.name })} data-testid={`auth-object-${e.name}`}
          />
        ))}
        {!loading && shown.length === 0 && <Text size="sm" c="dimmed" ta="center" mt="md">{t('common.noData')}</Text>}
      </ScrollArea>
    </Paper>
  );
}
