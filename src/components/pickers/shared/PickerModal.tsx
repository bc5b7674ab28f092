import { Button, Drawer, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePickerT } from '../i18n';

/** Picker widths of SPEC §9. */
export const PICKER_WIDTH = { tree: 800, user: 900, table: 1000 } as const;

interface Props {
  opened: boolean;
  title: ReactNode;
  width: number | string;
  onCancel(): void;
  onConfirm(): void;
  children: ReactNode;
  /** The generic data selection may open as a drawer. */
  asDrawer?: boolean;
  /** Extra footer content, left of 取消/确定. */
  footer?: ReactNode;
  'data-testid'?: string;
}

/** The frame of every picker: title, body, 取消 / 确定. */
export function PickerModal({ opened, title, width, onCancel, onConfirm, children, asDrawer, footer, ...rest }: Props) {
  const t = usePickerT();
  const buttons = (
    <Group justify="space-between" mt="md">
      <div>{footer}</div>
      <Group gap="sm">
        <Button variant="default" onClick={onCancel}>{t('cancel')}</Button>
        <Button onClick={onConfirm}>{t('confirm')}</Button>
      </Group>
    </Group>
  );
  if (asDrawer) {
    return (
      <Drawer opened={opened} onClose={onCancel} title={title} size={width} position="right" data-testid={rest['data-testid']}>
        <Stack gap="sm">{children}{buttons}</Stack>
      </Drawer>
    );
  }
  return (
    <Modal opened={opened} onClose={onCancel} title={title} size={width} centered data-testid={rest['data-testid']}>
      {children}
      {buttons}
    </Modal>
  );
}
