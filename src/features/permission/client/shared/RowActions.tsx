import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { usePermT } from '../i18n';

/** Edit and delete icons of a row, each behind its button code, plus any extra actions. */
export function RowActions({ onEdit, onDelete, children, name }: { onEdit?(): void; onDelete?(): void; children?: ReactNode; name: string }) {
  const t = usePermT();
  return (
    <Group gap={4} wrap="nowrap">
      {onEdit && (
        <ButtonGuard code="btn_edit">
          <Tooltip label={t('common.edit')}>
            <ActionIcon variant="subtle" onClick={onEdit} aria-label={`${t('common.edit')} ${name}`}><IconEdit size={16} /></ActionIcon>
          </Tooltip>
        </ButtonGuard>
      )}
      {onDelete && (
        <ButtonGuard code="btn_remove">
          <Tooltip label={t('common.delete')}>
            <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={`${t('common.delete')} ${name}`}><IconTrash size={16} /></ActionIcon>
          </Tooltip>
        </ButtonGuard>
      )}
      {children}
    </Group>
  );
}

