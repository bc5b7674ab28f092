import { Badge } from '@mantine/core';
import { ITEM_STATUS_NAME, type ItemStatusCode } from '@/features/assets/contract';
import { useDictionary, type DictionaryOption } from '@/sync/dictionary';

/** The itemStatus entry of a code: its name and colour as the dictionary holds them. */
export function statusLook(options: DictionaryOption[] | undefined, code: string): { label: string; color: string } {
  const entry = options?.find((o) => o.value === code);
  const color = typeof entry?.style?.color === 'string' ? entry.style.color : 'gray';
  return { label: entry?.text ?? ITEM_STATUS_NAME[code as ItemStatusCode] ?? code, color };
}

/** An item's status (§4) in the colour of the itemStatus dictionary. */
export function StatusBadge({ status }: { status: string }) {
  const options = useDictionary('itemStatus');
  const { label, color } = statusLook(options, status);
  return <Badge color={color} variant="light" data-testid="item-status" data-status={status}>{label}</Badge>;
}
