import { Alert, Button, Group, Image, Loader, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhoto, IconSwitchHorizontal } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAssetT } from '../i18n';
import { Field } from '../shared/Field';
import { attachUrl } from '../shared/format';
import { OfflineNote } from '../shared/OfflineNote';
import { StatusBadge } from '../shared/StatusBadge';
import { DetailSections } from './DetailSections';
import { loadDetail, type LoadedDetail } from './detail-load';
import { ImageButton } from './ImageButton';
import { ItemLogDialog, type LogKind } from './LogDialogs';
import { StatusDialog } from './StatusDialog';

/** SPEC §9: the dialog clears its data 500 ms after closing. */
export const DETAIL_CLEAR_MS = 500;

interface Props {
  itemId: string | null;
  onClose(): void;
  /** Read-only view (e.g. 我的固定资产): no image or status actions even for an asset administrator. */
  readOnly?: boolean;
  /** After a change made here (image, re-store), so the list reloads. */
  onChanged?(): void;
}

/** 物品详情: photo, current holder and status, the life sections, log dialogs; image and status actions for asset administrators (§6). */
export function ItemDetailDialog({ itemId, onClose, readOnly = false, onChanged }: Props) {
  const t = useAssetT();
  const [loaded, setLoaded] = useState<LoadedDetail | null>(null);
  const [logKind, setLogKind] = useState<LogKind | null>(null);
  const [statusOpen, setStatusOpen] = useState(false);
  const clearTimer = useRef<number | undefined>(undefined);
  const shown = useRef<string | null>(null);

  // Only the answer for the item still shown is kept.
  const load = useCallback((id: string) => loadDetail(id).then((r) => shown.current === id && setLoaded(r)), []);
  useEffect(() => {
    window.clearTimeout(clearTimer.current);
    shown.current = itemId;
    if (itemId) {
      setLoaded(null);
      void load(itemId);
      return;
    }
    clearTimer.current = window.setTimeout(() => {
      setLoaded(null);
      setLogKind(null);
      setStatusOpen(false);
    }, DETAIL_CLEAR_MS);
  }, [itemId, load]);
  useEffect(() => () => window.clearTimeout(clearTimer.current), []);

  const detail = loaded?.detail ?? null;
  const manage = Boolean(detail?.canManage) && !readOnly && !loaded?.offline;
  const changed = () => {
    if (itemId) void load(itemId);
    onChanged?.();
  };
  const logRows = !detail || !logKind ? [] : logKind === 'receive' ? detail.useInfos : logKind === 'change' ? detail.changeInfos : detail.damageInfos;
  const photo = attachUrl(detail?.baseInfo.attach);

  return (
    <>
      <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={itemId !== null} onClose={onClose} title={t('detail.title')} size={960} centered keepMounted data-testid="item-detail">
        {!loaded ? <Loader role="status" size="sm" aria-label={t('common.loading')} /> : !detail ? (
          <Alert color="orange" data-testid="detail-unavailable">{t(loaded.offline ? 'detail.notOnDevice' : 'common.offlineUnavailable')}</Alert>
        ) : (
          <Stack gap="sm">
            <OfflineNote show={loaded.offline} />
            <Group align="flex-start" wrap="nowrap" gap="md">
              <Stack gap={6} align="center" w={180}>
                <Paper withBorder w={180} h={140} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}>
                  {photo ? <Image src={photo} alt={detail.baseInfo.itemName} h={138} fit="contain" data-testid="detail-photo" /> : <IconPhoto size={48} color="var(--mantine-color-gray-5)" aria-label={t('image.none')} />}
                </Paper>
                {manage && <ImageButton itemId={detail.id} onDone={changed} />}
              </Stack>
              <Stack gap={6} style={{ flex: 1 }}>
                <Group justify="space-between">
                  <Text fw={600}>{detail.baseInfo.itemName} <Text span c="dimmed" size="sm">{detail.baseInfo.assetCode}</Text></Text>
                  <Group gap="xs">
                    <StatusBadge status={detail.baseInfo.status} />
                    {manage && (
                      <Button size="xs" variant="light" leftSection={<IconSwitchHorizontal size={14} />} onClick={() => setStatusOpen(true)} data-testid="detail-status-change">
                        {t('status.button')}
                      </Button>
                    )}
                  </Group>
                </Group>
                <SimpleGrid cols={3} spacing="xs">
                  <Field label={t('item.nowEnt')} testId="detail-now-ent">{detail.baseInfo.nowEntName}</Field>
                  <Field label={t('item.nowDept')} testId="detail-now-dept">{detail.baseInfo.nowDeptName}</Field>
                  <Field label={t('item.nowUser')} testId="detail-now-user">{detail.baseInfo.nowUserName}</Field>
                </SimpleGrid>
              </Stack>
            </Group>
            <DetailSections detail={detail} onOpenLog={setLogKind} />
          </Stack>
        )}
      </Modal>
      <ItemLogDialog kind={logKind} rows={logRows} onClose={() => setLogKind(null)} />
      {detail && manage && <StatusDialog opened={statusOpen} itemId={detail.id} status={detail.baseInfo.status} onClose={() => setStatusOpen(false)} onDone={changed} />}
    </>
  );
}
