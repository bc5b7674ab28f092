import { Alert, Button, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { useSyncDb } from '@/sync/hooks';
import { requestPull } from '@/sync/session';
import { stocktakeApi } from '../api';
import { useStT } from '../i18n';
import type { LocalItemRow } from '../model/hooks';

interface Props {
  opened: boolean;
  stocktakeId: string;
  items: LocalItemRow[];
  onClose(): void;
  onApplied(): void;
}

/**
 * 应用建议: lists exactly what will change — the missing items that become 丢失 and the moved items
 * with where they go — and changes nothing until the administrator confirms here.
 */
export function ApplyDialog({ opened, stocktakeId, items, onClose, onApplied }: Props) {
  const t = useStT();
  const db = useSyncDb();
  const [busy, setBusy] = useState(false);
  const missing = items.filter((i) => i.result === null);
  const moved = items.filter((i) => i.result === 'moved');
  const apply = async () => {
    setBusy(true);
    try {
      const done = await stocktakeApi.apply(stocktakeId);
      await db?.stocktakes.update(stocktakeId, { status: 'applied', appliedAt: Date.now() });
      notify('success', t('apply.done', done));
      requestPull(['stocktakes', 'assets']);
      onApplied();
      onClose();
    } catch {
      // The http client showed the server's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('apply.title')} size="lg" centered closeOnClickOutside={false}>
      <Stack gap="sm" data-testid="apply-dialog">
        <Alert color="orange" data-testid="apply-summary">{t('apply.summary', { lost: missing.length, moved: moved.length })}</Alert>
        <ScrollArea.Autosize mah={360}>
          <Table verticalSpacing={4} striped>
            <Table.Thead>
              <Table.Tr><Table.Th>{t('fields.code')}</Table.Th><Table.Th>{t('fields.itemName')}</Table.Th><Table.Th>{t('apply.change')}</Table.Th></Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {missing.map((i) => (
                <Table.Tr key={i.id} data-testid="apply-lost"><Table.Td ff="monospace">{i.assetCode}</Table.Td><Table.Td>{i.itemName}</Table.Td><Table.Td>{t('apply.toLost')}</Table.Td></Table.Tr>
              ))}
              {moved.map((i) => (
                <Table.Tr key={i.id} data-testid="apply-moved">
                  <Table.Td ff="monospace">{i.assetCode}</Table.Td><Table.Td>{i.itemName}</Table.Td>
                  <Table.Td>{t('apply.toPlace', { from: i.expectedLocation || t('apply.nowhere'), to: i.foundLocation || t('apply.nowhere') })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        {missing.length + moved.length === 0 && <Text size="sm" c="dimmed">{t('apply.nothing')}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button color="orange" loading={busy} onClick={() => void apply()} data-testid="apply-confirm">{t('apply.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
