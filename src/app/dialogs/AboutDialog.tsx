import { Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LogoMark, useSystemName } from '@/app/layout/Logo';
import { sessionStore } from '@/app/session/session-store';
import { useStore } from '@/lib/store';

export function AboutDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const sys = useStore(sessionStore, (s) => s.sysConfig);
  const name = useSystemName();
  const rows: Array<[string, string]> = [
    [t('about.sysName'), name],
    [t('about.version'), sys?.sysVersion ?? ''],
    [t('about.author'), sys?.author ?? ''],
    [t('about.copyright'), sys?.copyright ?? ''],
  ];
  return (
    <Modal opened={opened} onClose={onClose} title={t('about.title')} centered>
      <Stack>
        <Group>
          <LogoMark />
          <Text fw={600} size="lg">{name}</Text>
        </Group>
        <Table withRowBorders={false} verticalSpacing={6}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Td c="dimmed" w={110}>{label}</Table.Td>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Modal>
  );
}
