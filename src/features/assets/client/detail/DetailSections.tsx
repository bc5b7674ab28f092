import { Anchor, Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ItemDetail, ItemLogRecord } from '@/features/assets/contract';
import { formatDate } from '@/lib/format';
import { useAssetT } from '../i18n';
import { Field } from '../shared/Field';
import { formatYuan } from '../shared/format';
import type { LogKind } from './LogDialogs';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <div data-testid={testId}>
      <Divider label={title} labelPosition="left" my={4} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" verticalSpacing={4}>{children}</SimpleGrid>
    </div>
  );
}

/** The latest record of a log list (lists come oldest first). */
const last = (rows: ItemLogRecord[]): ItemLogRecord | undefined => rows[rows.length - 1];

/** A count that opens its log dialog (receive, change, damage). */
function Count({ rows, kind, onOpen }: { rows: ItemLogRecord[]; kind: LogKind; onOpen(kind: LogKind): void }) {
  const t = useAssetT();
  if (rows.length === 0) return <Text span size="sm">0</Text>;
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => onOpen(kind)} aria-label={t(`detail.${kind}Count`, { count: rows.length })} data-testid={`detail-${kind}-count`}>
      {rows.length}
    </Anchor>
  );
}

/** Sections basic, purchase, storage, receive, change, damage, loss, scrap of 物品详情. */
export function DetailSections({ detail, onOpenLog }: { detail: ItemDetail; onOpenLog(kind: LogKind): void }) {
  const t = useAssetT();
  const b = detail.baseInfo;
  const a = detail.applyInfo;
  const stored = last(detail.storageInfos);
  const used = last(detail.useInfos);
  const changed = last(detail.changeInfos);
  const damaged = last(detail.damageInfos);
  return (
    <Stack gap="xs">
      <Section title={t('detail.basic')} testId="detail-basic">
        <Field label={t('item.itemName')}>{b.itemName}</Field>
        <Field label={t('item.assetCode')} testId="detail-asset-code">{b.assetCode}</Field>
        <Field label={t('item.itemType')}>{b.itemTypeName}</Field>
        <Field label={t('item.brand')}>{b.brand}</Field>
        <Field label={t('item.specification')}>{b.specification}</Field>
        <Field label={t('item.unitPrice')}>{formatYuan(b.unitPrice)}</Field>
      </Section>
      <Section title={t('detail.purchase')} testId="detail-purchase">
        <Field label={t('detail.applTime')}>{a ? formatDate(a.creatorTime) : ''}</Field>
        <Field label={t('plan.applEnt')}>{a?.applEntName}</Field>
        <Field label={t('plan.applDept')}>{a?.applDeptName}</Field>
        <Field label={t('plan.useUser')}>{a?.applUserName}</Field>
        <Field label={t('detail.situation')}>{a?.situation}</Field>
      </Section>
      <Section title={t('detail.storage')} testId="detail-storage">
        <Field label={t('item.storageTime')}>{formatDate(b.storageTime)}</Field>
        <Field label={t('item.location')}>{b.location}</Field>
        <Field label={t('detail.operator')}>{stored?.operatorName}</Field>
      </Section>
      <Section title={t('detail.receive')} testId="detail-receive">
        <Field label={t('detail.count')}><Count rows={detail.useInfos} kind="receive" onOpen={onOpenLog} /></Field>
        <Field label={t('detail.lastTime')}>{used ? formatDate(used.createAt) : ''}</Field>
        <Field label={t('common.remark')}>{used?.remark}</Field>
      </Section>
      <Section title={t('detail.change')} testId="detail-change">
        <Field label={t('detail.count')}><Count rows={detail.changeInfos} kind="change" onOpen={onOpenLog} /></Field>
        <Field label={t('detail.lastTime')}>{changed ? formatDate(changed.createAt) : ''}</Field>
        <Field label={t('common.remark')}>{changed?.remark}</Field>
      </Section>
      <Section title={t('detail.damage')} testId="detail-damage">
        <Field label={t('detail.count')}><Count rows={detail.damageInfos} kind="damage" onOpen={onOpenLog} /></Field>
        <Field label={t('detail.lastTime')}>{damaged ? formatDate(damaged.createAt) : ''}</Field>
        <Field label={t('common.remark')}>{damaged?.remark}</Field>
      </Section>
      <Section title={t('detail.lose')} testId="detail-lose">
        <Field label={t('detail.time')}>{detail.loseInfo ? formatDate(detail.loseInfo.createAt) : ''}</Field>
        <Field label={t('common.remark')}>{detail.loseInfo?.remark}</Field>
      </Section>
      <Section title={t('detail.scrap')} testId="detail-scrap">
        <Field label={t('detail.time')}>{detail.scrapInfo ? formatDate(detail.scrapInfo.createAt) : ''}</Field>
        <Field label={t('common.remark')}>{detail.scrapInfo?.remark}</Field>
      </Section>
    </Stack>
  );
}
