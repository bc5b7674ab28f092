import { ActionIcon, Anchor, NumberInput, Select, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { confirmAction } from '@/components/dialogs/confirm';
import { ASSET_LIMITS } from '@/features/assets/contract';
import { useDictionary } from '@/sync/dictionary';
import { at, useAssetT } from '../i18n';
import { blankRow, quantityMin, rowLocked, type PlanRowDraft } from './plan-draft';

interface Props {
  rows: PlanRowDraft[];
  onChange(rows: PlanRowDraft[]): void;
}

/** The item table of 资产计划登记编辑: row number, name, type, planned and purchased quantity, delete; add-row link. */
export function PlanItemTable({ rows, onChange }: Props) {
  const t = useAssetT();
  const types = useDictionary('itemType');
  const patch = (key: string, change: Partial<PlanRowDraft>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const remove = async (row: PlanRowDraft) => {
    if (rowLocked(row)) return;
    if (await confirmAction({ message: at('plan.deleteRowConfirm'), danger: true })) onChange(rows.filter((r) => r.key !== row.key));
  };
  const typeOptions = (row: PlanRowDraft) => {
    const list = (types ?? []).map((o) => ({ value: o.value, label: o.text }));
    // A saved type no longer in the dictionary still shows its name.
    if (row.itemType && !list.some((o) => o.value === row.itemType)) list.push({ value: row.itemType, label: row.itemTypeName || row.itemType });
    return list;
  };

  return (
    <>
      <Table withTableBorder withColumnBorders data-testid="plan-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{t('plan.rowNo')}</Table.Th>
            <Table.Th>{t('plan.itemName')}</Table.Th>
            <Table.Th w={160}>{t('plan.itemType')}</Table.Th>
            <Table.Th w={170}>{t('plan.itemNum')}</Table.Th>
            <Table.Th w={110}>{t('plan.hasApplNum')}</Table.Th>
            <Table.Th w={60}>{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const locked = rowLocked(row);
            const no = index + 1;
            return (
              <Table.Tr key={row.key} data-testid={`plan-row-${no}`} data-locked={locked || undefined}>
                <Table.Td>{no}</Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('plan.rowField', { no, field: t('plan.itemName') })} value={row.itemName} maxLength={ASSET_LIMITS.itemNameMax} disabled={locked}
                    placeholder={t('plan.itemNameHint')} onChange={(e) => patch(row.key, { itemName: e.currentTarget.value })} data-testid={`plan-row-${no}-name`}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={t('plan.rowField', { no, field: t('plan.itemType') })} data={typeOptions(row)} value={row.itemType} disabled={locked} searchable
                    placeholder={t('common.choose')} data-testid={`plan-row-${no}-type`}
                    onChange={(value) => patch(row.key, { itemType: value, itemTypeName: types?.find((o) => o.value === value)?.text ?? '' })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('plan.rowField', { no, field: t('plan.itemNum') })} value={row.itemNum} step={1} min={quantityMin(row)} max={ASSET_LIMITS.itemNumMax}
                    allowDecimal={false} allowNegative={false} clampBehavior="blur" thousandSeparator="," data-testid={`plan-row-${no}-num`}
                    onChange={(v) => patch(row.key, { itemNum: v === '' ? '' : Number(v) })}
                  />
                </Table.Td>
                <Table.Td><Text size="sm" data-testid={`plan-row-${no}-purchased`}>{row.hasApplNum}</Text></Table.Td>
                <Table.Td>
                  {!locked && (
                    <Tooltip label={t('common.delete')}>
                      <ActionIcon variant="subtle" color="red" onClick={() => void remove(row)} aria-label={t('plan.deleteRow', { no })} data-testid={`plan-row-${no}-delete`}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Anchor component="button" type="button" size="sm" onClick={() => onChange([...rows, blankRow()])} data-testid="plan-add-row">
        <IconPlus size={14} style={{ verticalAlign: 'middle' }} /> {t('plan.addRow')}
      </Anchor>
    </>
  );
}
