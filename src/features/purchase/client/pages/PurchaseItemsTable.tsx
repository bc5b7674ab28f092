import { ActionIcon, Button, Group, NumberInput, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DictionarySelect } from '@/components/pickers';
import { amountToChinese, formatMoney, parseMoney } from '@/contract/money';
import { newId } from '@/contract/ids';
import { ITEM_NAME_MAX, QUANTITY_MAX, QUANTITY_MIN } from '@/contract/limits';
import { PURCHASE_ITEM_TYPES, PURCHASE_LIMITS, type PurchaseItemInput } from '@/features/purchase/contract';
import { usePurchaseT } from '../i18n';

/** Cents of one row as typed so far (0 while its quantity or price is not a number yet). */
export function rowCents(r: PurchaseItemInput): number {
  const price = parseMoney(r.unitPrice);
  const num = Number(r.itemNum);
  return price === '' || !Number.isFinite(num) ? 0 : Math.round(num * Math.round(price * 100));
}

export const blankItem = (): PurchaseItemInput => ({ id: newId(), itemName: '', itemType: '', itemNum: 1, unitPrice: '', remark: '' });

export interface PurchaseItemsTableProps {
  items: PurchaseItemInput[];
  onChange?(items: PurchaseItemInput[]): void;
  readOnly?: boolean;
  typeName?(code: string): string;
  error?: string | undefined;
}

/**
 * 物品明细: one row per item (name, type, quantity, estimated unit price, its amount, a note), a 合计
 * row with the total in figures and in capitals, kept up to date as the user types.
 */
export function PurchaseItemsTable({ items, onChange, readOnly = false, typeName, error }: PurchaseItemsTableProps) {
  const t = usePurchaseT();
  const set = (i: number, patch: Partial<PurchaseItemInput>) => onChange?.(items.map((r, n) => (n === i ? { ...r, ...patch } : r)));
  const total = items.reduce((sum, r) => sum + rowCents(r), 0) / 100;
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table withTableBorder withColumnBorders verticalSpacing={4} data-testid="purchase-items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>{t('item.index')}</Table.Th>
              <Table.Th>{t('item.itemName')}</Table.Th>
              <Table.Th w={150}>{t('item.itemType')}</Table.Th>
              <Table.Th w={120}>{t('item.itemNum')}</Table.Th>
              <Table.Th w={150}>{t('item.unitPrice')}</Table.Th>
              <Table.Th w={140} ta="right">{t('item.amount')}</Table.Th>
              <Table.Th w={160}>{t('item.remark')}</Table.Th>
              {!readOnly && <Table.Th w={56}>{t('item.remove')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.length === 0 && <Table.Tr><Table.Td colSpan={readOnly ? 7 : 8}><Text size="sm" c="dimmed">{t('item.empty')}</Text></Table.Td></Table.Tr>}
            {items.map((r, i) => (
              <Table.Tr key={r.id} data-testid="purchase-item-row">
                <Table.Td>{i + 1}</Table.Td>
                {readOnly ? (
                  <>
                    <Table.Td>{r.itemName}</Table.Td>
                    <Table.Td>{typeName?.(String(r.itemType)) ?? r.itemType}</Table.Td>
                    <Table.Td>{r.itemNum}</Table.Td>
                    <Table.Td>{formatMoney(String(r.unitPrice))}</Table.Td>
                  </>
                ) : (
                  <>
                    <Table.Td><TextInput aria-label={`${t('item.itemName')} ${i + 1}`} maxLength={ITEM_NAME_MAX} value={r.itemName} placeholder={t('form.placeholder')} onChange={(e) => set(i, { itemName: e.currentTarget.value })} data-testid="purchase-item-name" /></Table.Td>
                    <Table.Td><DictionarySelect aria-label={`${t('item.itemType')} ${i + 1}`} enCode={PURCHASE_ITEM_TYPES} value={r.itemType || null} onChange={(v) => set(i, { itemType: v ?? '' })} data-testid="purchase-item-type" /></Table.Td>
                    <Table.Td><NumberInput aria-label={`${t('item.itemNum')} ${i + 1}`} min={QUANTITY_MIN} max={QUANTITY_MAX} step={1} allowDecimal={false} value={r.itemNum} onChange={(v) => set(i, { itemNum: typeof v === 'number' ? v : Number(v) })} data-testid="purchase-item-num" /></Table.Td>
                    <Table.Td><TextInput aria-label={`${t('item.unitPrice')} ${i + 1}`} inputMode="decimal" value={String(r.unitPrice ?? '')} placeholder={t('form.priceHint')} onChange={(e) => set(i, { unitPrice: e.currentTarget.value })} data-testid="purchase-item-price" /></Table.Td>
                  </>
                )}
                <Table.Td ta="right" data-testid="purchase-item-amount">{formatMoney(rowCents(r) / 100)}</Table.Td>
                <Table.Td>{readOnly ? r.remark : <TextInput aria-label={`${t('item.remark')} ${i + 1}`} maxLength={PURCHASE_LIMITS.remark} value={r.remark ?? ''} onChange={(e) => set(i, { remark: e.currentTarget.value })} />}</Table.Td>
                {!readOnly && (
                  <Table.Td>
                    <ActionIcon variant="subtle" color="red" aria-label={t('item.removeRow', { n: i + 1 })} onClick={() => onChange?.(items.filter((_, n) => n !== i))}><IconTrash size={16} /></ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={5}>{t('item.total')}</Table.Th>
              <Table.Th ta="right" data-testid="purchase-total">{formatMoney(total)}</Table.Th>
              <Table.Th colSpan={readOnly ? 1 : 2}><Text size="xs" c="dimmed" data-testid="purchase-total-chinese">{amountToChinese(total)}</Text></Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {error && <Text size="xs" c="red" mt={4} role="alert">{error}</Text>}
      {!readOnly && (
        <Group mt="xs">
          <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} disabled={items.length >= PURCHASE_LIMITS.rows} onClick={() => onChange?.([...items, blankItem()])} data-testid="purchase-item-add">{t('item.add')}</Button>
        </Group>
      )}
    </>
  );
}
