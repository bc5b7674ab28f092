import { Avatar, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '@/app/session/session-store';
import { useStore } from '@/lib/store';

export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useStore(sessionStore, (s) => s.userInfo);
  if (!user) return null;
  const rows: Array<[string, string]> = [
    ['profile.account', user.userAccount],
    ['profile.name', user.userName],
    ['profile.organize', user.organizeName],
    ['profile.department', user.departmentName],
    ['profile.position', user.positionName],
    ['profile.role', user.roleName],
    ['profile.mobile', user.mobilePhone],
    ['profile.email', user.email],
  ];
  return (
    <Paper p="lg" radius="md" withBorder maw={720}>
      <Group mb="lg">
        <Avatar src={user.headIcon || null} size={56} radius={28} color="brand">{user.userName.slice(0, 1)}</Avatar>
        <div>
          <Title order={4}>{user.userName}</Title>
          <Text c="dimmed" size="sm">{user.userAccount}</Text>
        </div>
      </Group>
      <Table withRowBorders verticalSpacing="sm">
        <Table.Tbody>
          {rows.map(([key, value]) => (
            <Table.Tr key={key}>
              <Table.Td c="dimmed" w={140}>{t(key)}</Table.Td>
              <Table.Td>{value || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
