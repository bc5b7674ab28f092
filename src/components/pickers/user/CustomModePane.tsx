import { Avatar, Box, Button, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { SelectableUser } from '@/features/permission/contract/user';
import { PICKER_PAGE_SIZE } from '@/contract/limits';
import { usePickerT } from '../i18n';
import { loadUserCondition, type UserConditionQuery } from '../shared/api';
import type { Chosen } from '../shared/value';
import { KeywordBox } from '../shared/KeywordBox';
import { userChosen } from './user-items';
import { avatarSrc } from '@/app/session/avatar';

export type CustomScope = Pick<UserConditionQuery, 'departIds' | 'positionIds' | 'roleIds' | 'groupIds' | 'userIds'>;

interface Props {
  scope: CustomScope;
  isSelected(id: string): boolean;
  onPick(item: Chosen<string>): void;
}

/** The 'custom' mode: a scrollable list of the allowed users (UserCondition), 20 a page, more on scroll. */
export function CustomModePane({ scope, isSelected, onPick }: Props) {
  const t = usePickerT();
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [users, setUsers] = useState<SelectableUser[] | null>(null);
  const [page, setPage] = useState(1);
  const [more, setMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const scopeKey = JSON.stringify(scope);

  useEffect(() => {
    let live = true;
    setLoading(true);
    loadUserCondition({ ...(JSON.parse(scopeKey) as CustomScope), keyword: search, currentPage: page, pageSize: PICKER_PAGE_SIZE })
      .then((p) => {
        if (!live) return;
        setUsers((list) => (page === 1 ? p.list : [...(list ?? []), ...p.list]));
        // The list stops when a page comes back short (SPEC §9).
        setMore(p.list.length === PICKER_PAGE_SIZE);
      }, () => live && setUsers((list) => list ?? []))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [scopeKey, search, page]);

  const onScroll = (el: HTMLElement) => {
    if (more && !loading && el.scrollTop + el.clientHeight >= el.scrollHeight - 20) setPage((p) => p + 1);
  };

  return (
    <Stack gap="xs">
      <KeywordBox value={keyword} onChange={setKeyword} onSearch={() => { setPage(1); setSearch(keyword.trim()); }} />
      <Box h={360} style={{ overflow: 'auto' }} onScroll={(e) => onScroll(e.currentTarget)} data-testid="user-pane">
        {users === null ? <Loader role="status" size="sm" m="md" aria-label={t('loading')} /> : users.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="xl">{t('noData')}</Text>
        ) : (
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} role="listbox" aria-label={t('titles.user')} aria-multiselectable>
            {users.map((u) => (
              <li key={u.id} role="option" aria-selected={isSelected(u.id)}>
                <UnstyledButton w="100%" px="xs" py={6} onClick={() => onPick(userChosen(u))}
                  style={{ borderRadius: 4, background: isSelected(u.id) ? 'var(--mantine-primary-color-light)' : undefined }}>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={avatarSrc(u.headIcon)} size="sm" radius="xl" alt={t('user.avatar', { name: u.realName })}>{u.realName.slice(0, 1)}</Avatar>
                    <Box style={{ minWidth: 0 }}>
                      <Text size="sm" truncate>{u.fullName}</Text>
                      <Text size="xs" c="dimmed" truncate>{u.organize}</Text>
                    </Box>
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Box>
        )}
        {more && <Button variant="subtle" size="xs" fullWidth loading={loading} onClick={() => setPage((p) => p + 1)}>{t('loadMore')}</Button>}
      </Box>
    </Stack>
  );
}
