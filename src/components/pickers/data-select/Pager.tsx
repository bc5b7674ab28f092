import { Group, Pagination, Select, Text } from '@mantine/core';
import { usePickerT } from '../i18n';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  /** Page sizes to choose from (list dialogs: 10/20/30/50/100); none hides the chooser. */
  sizes?: readonly number[];
  onPageSize?(size: number): void;
}

/** Total, page size and a pager showing about five page numbers (SPEC §9 "pager count 5"). */
export function Pager({ page, pageSize, total, onPage, sizes, onPageSize }: Props) {
  const t = usePickerT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Text size="xs" c="dimmed">{t('total', { count: total })}</Text>
      {sizes && onPageSize && (
        <Select size="xs" w={90} aria-label={t('pageSize')} allowDeselect={false} value={String(pageSize)}
          data={sizes.map((s) => ({ value: String(s), label: String(s) }))} onChange={(v) => v && onPageSize(Number(v))} />
      )}
      <Pagination size="sm" total={pages} value={Math.min(page, pages)} onChange={onPage} siblings={1} boundaries={1} />
    </Group>
  );
}
