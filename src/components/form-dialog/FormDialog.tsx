import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ZodForm } from './use-zod-form';

interface Props<S extends z.ZodType<Record<string, unknown>>> {
  opened: boolean;
  title: string;
  form: ZodForm<S>;
  onClose(): void;
  /** Receives the parsed values; the dialog closes when it resolves. */
  onSubmit(values: z.output<S>): Promise<void>;
  width?: number | string;
  children: ReactNode;
}

/** Dialog frame for create/edit forms: validates with the zod schema before calling onSubmit. */
export function FormDialog<S extends z.ZodType<Record<string, unknown>>>({ opened, title, form, onClose, onSubmit, width = 600, children }: Props<S>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = form.validate();
    if (!values) return;
    setBusy(true);
    try {
      await onSubmit(values);
      onClose();
    } catch {
      // The http client showed the server's reason; the dialog stays open for a fix.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={width} centered closeOnClickOutside={false} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
        <Stack gap="sm">{children}</Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" loading={busy}>{t('common.confirm')}</Button>
        </Group>
      </form>
    </Modal>
  );
}
