import { Avatar, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuTree, type MenuItem } from '@/app/menu/menu-tree';
import { sessionStore } from '@/app/session/session-store';
import { formatDate } from '@/lib/format';
import { useStore } from '@/lib/store';
import { avatarSrc } from '@/app/session/avatar';
import { ipPlaceName } from '@/app/session/ip-place';
import { useSystemName } from '@/app/layout/Logo';
import { MenuCards } from '@/app/menu/MenuCards';
import { clientFeatures } from '@/app/features';
import { featureSlot } from '@/app/schema-form/feature-slot';

function pages(items: MenuItem[]): MenuItem[] {
  return items.flatMap((i) => (i.children.length ? pages(i.children) : [i]));
}

/** The module that draws /home's body (门户), if one is installed. */
const hasHomeBody = clientFeatures.some((f) => f.home);
const homeBody = featureSlot((f) => f.home, 'a home page body');

function greetingKey(hour: number): string {
  if (hour < 11) return 'home.morning';
  if (hour < 13) return 'home.noon';
  if (hour < 18) return 'home.afternoon';
  return 'home.evening';
}

/** /home: the greeting, sign-in and version figures, then the user's portal (门户, ADR 0042) — its quick links carry the shortcut cards. */
function HomeBody() {
  const Body = useMemo(homeBody, []);
  return <Suspense fallback={<Loader size="sm" />}><Body /></Suspense>;
}

export default function HomePage() {
  const { t } = useTranslation();
  const user = useStore(sessionStore, (s) => s.userInfo);
  const sys = useStore(sessionStore, (s) => s.sysConfig);
  const { items } = useMenuTree();
  const systemName = useSystemName();
  return (
    <Stack gap="md" data-testid="home-page">
      <Paper p="lg" radius="md" withBorder>
        <Group gap="lg" wrap="nowrap">
          <Avatar src={avatarSrc(user?.headIcon)} size={64} radius={32} color="brand">{user?.userName.slice(0, 1)}</Avatar>
          <Stack gap={4}>
            <Title order={2} size="h3">{t(greetingKey(new Date().getHours()), { name: user?.userName ?? '' })}</Title>
            <Text c="dimmed" size="sm">{[user?.organizeName, user?.positionName, user?.roleName].filter(Boolean).join(' · ')}</Text>
          </Stack>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Paper p="md" radius="md" withBorder>
          <Text size="sm" c="dimmed">{t('home.lastLogin')}</Text>
          <Text fw={500} mt={4}>{user?.prevLoginTime ? formatDate(user.prevLoginTime, 'creation') : t('home.firstLogin')}</Text>
          <Text size="xs" c="dimmed">{[user?.prevLoginIPAddress, ipPlaceName(user?.prevLoginIPAddressName ?? '', t)].filter(Boolean).join(' ')}</Text>
        </Paper>
        <Paper p="md" radius="md" withBorder>
          <Text size="sm" c="dimmed">{t('home.pages')}</Text>
          <Text fw={600} fz={28}>{pages(items).length}</Text>
        </Paper>
        <Paper p="md" radius="md" withBorder>
          <Text size="sm" c="dimmed">{t('home.version')}</Text>
          <Text fw={500} mt={4}>{[systemName, sys?.sysVersion].filter(Boolean).join(' ')}</Text>
        </Paper>
      </SimpleGrid>
      <section aria-label={t('home.shortcuts')}>
        {hasHomeBody ? <HomeBody /> : <MenuCards items={pages(items)} />}
      </section>
    </Stack>
  );
}
