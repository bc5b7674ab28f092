import { Alert, Button, Card, Group, Loader, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { MenuScope } from '@/app/permissions/MenuScope';
import { sessionStore } from '@/app/session/session-store';
import { useRecordSave } from '@/components/business/use-record-save';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { newId } from '@/contract/ids';
import { isEditablePurchase, PURCHASE_MENU, purchaseBody, type PurchaseInput } from '@/features/purchase/contract';
import { useStore } from '@/lib/store';
import { usePurchaseT } from '../i18n';
import { savePurchase } from '../mutations';
import type { Purchase } from './local-purchases';
import { PurchaseForm } from './PurchaseForm';
import { blankItem } from './PurchaseItemsTable';
import { usePurchase } from './use-purchase';

const inputOf = (p: Purchase): PurchaseInput => ({
  applDeptId: p.applDeptId, useUserId: p.useUserId, reason: p.reason, expectedDate: p.expectedDate, items: p.items, files: p.files, description: p.description,
});

/** A new request: the drafter's own department and themself as 使用人, one empty row. */
function useBlank(): PurchaseInput {
  const me = useStore(sessionStore, (s) => s.userInfo);
  return { applDeptId: me?.departmentId ?? '', useUserId: me?.userId ?? '', reason: '', expectedDate: null, items: [blankItem()], files: [], description: '' };
}

function Editor({ id, existing, onDone }: { id: string; existing: Purchase | undefined; onDone(savedId: string): void }) {
  const t = usePurchaseT();
  const blank = useBlank();
  const form = useZodForm(purchaseBody, existing ? inputOf(existing) : blank);
  const [uploading, setUploading] = useState(false);
  const { busy, save, online } = useRecordSave({ mutation: savePurchase, id, isNew: !existing?.purchaseNo, validate: form.validate, t, onDone });
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">{t('form.numberLine', { no: existing?.purchaseNo || t('form.noPending') })}</Text>
      <PurchaseForm id={id} values={form.values} errors={form.errors} set={form.setField} online={online} onBusy={setUploading} />
      <Group justify="flex-end" mt="md">
        <Button variant="light" loading={busy} disabled={uploading} onClick={() => void save(false)} data-testid="purchase-save">{t('action.saveDraft')}</Button>
        <ButtonGuard code="btn_submit"><Button loading={busy} disabled={uploading} onClick={() => void save(true)} data-testid="purchase-submit">{t('action.submit')}</Button></ButtonGuard>
      </Group>
    </>
  );
}

/**
 * /purchase/form (SPEC §2, kept alive: a half-filled request survives switching tabs) and
 * /purchase/form?id= to change a draft; saves and 提交审批 go through the outbox, then its detail.
 */
export default function PurchaseFormPage() {
  const t = usePurchaseT();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { id?: string };
  const existing = usePurchase(search.id);
  const [freshId, setFreshId] = useState(newId);
  const done = (savedId: string) => {
    if (!search.id) setFreshId(newId());
    void navigate({ to: '/purchase/detail', search: { id: savedId } });
  };
  return (
    <MenuScope enCode={PURCHASE_MENU}>
      {(list) => (
        <Card withBorder padding="lg" maw={1100} data-testid="purchase-form-page">
          <Group justify="space-between" mb="md">
            <Title order={4}>{existing ? t('form.titleEdit', { no: existing.purchaseNo || t('form.noPending') }) : t('form.titleAdd')}</Title>
            <Button variant="default" onClick={() => void navigate({ to: list.path })}>{t('action.back')}</Button>
          </Group>
          {search.id && existing === undefined ? <Loader size="sm" />
            : search.id && !existing ? <Alert color="orange">{t('msg.notFound')}</Alert>
            : existing && !isEditablePurchase(existing.status) ? <Alert color="orange">{t('msg.notEditable')}</Alert>
            : <Editor key={existing?.id ?? freshId} id={existing?.id ?? freshId} existing={existing ?? undefined} onDone={done} />}
        </Card>
      )}
    </MenuScope>
  );
}
