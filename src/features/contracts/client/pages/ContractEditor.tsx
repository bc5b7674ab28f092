import { Button, Group, Stack, Text } from '@mantine/core';
import { useStore } from '@/lib/store';
import { useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { sessionStore } from '@/app/session/session-store';
import { useRecordSave } from '@/components/business/use-record-save';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { contractBody, type ContractInput, type ContractRow } from '@/features/contracts/contract';
import { ContractForm } from './ContractForm';
import { useContractsT } from '../i18n';
import { saveContract } from '../mutations';

const DAY = 86_400_000;

/** A new contract's starting values: signed today, a year long, owned by the one drafting it. */
export function blankContract(userId: string): ContractInput {
  const today = new Date(new Date().toDateString()).getTime();
  return { fullName: '', contractType: '', partyA: '', partyB: '', amount: '', signDate: today, startDate: today, endDate: today + 365 * DAY - DAY, ownerUserId: userId, files: [], description: '' };
}

export const inputOf = (r: ContractRow): ContractInput => ({
  fullName: r.fullName, contractType: r.contractType, partyA: r.partyA, partyB: r.partyB, amount: r.amount, signDate: r.signDate, startDate: r.startDate, endDate: r.endDate,
  ownerUserId: r.ownerUserId, files: r.files, description: r.description,
});

export interface ContractEditorProps {
  id: string;
  /** The stored contract being changed; none for a new one. */
  existing?: (ContractRow & { _version?: number }) | undefined;
  onDone(): void;
  onCancel(): void;
}

/**
 * The form with 保存草稿 and 提交审批. Both go through the outbox, so a contract drafted offline is
 * saved on the device and sent — once — when the network is back (ADR 0036).
 */
export function ContractEditor({ id, existing, onDone, onCancel }: ContractEditorProps) {
  const t = useContractsT();
  const userId = useStore(sessionStore, (s) => s.userInfo?.userId ?? '');
  const form = useZodForm(contractBody, existing ? inputOf(existing) : blankContract(userId));
  const [uploading, setUploading] = useState(false);
  const { busy, save, online } = useRecordSave({ mutation: saveContract, id, isNew: !existing?.contractNo, validate: form.validate, t, onDone: () => onDone() });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">{t('form.numberLine', { no: existing?.contractNo || t('form.noPending') })}</Text>
      <ContractForm id={id} values={form.values} errors={form.errors} set={form.setField} online={online} onBusy={setUploading} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>{t('action.cancel')}</Button>
        <Button variant="light" loading={busy} disabled={uploading} onClick={() => void save(false)} data-testid="contract-save">{t('action.saveDraft')}</Button>
        <ButtonGuard code="btn_submit">
          <Button loading={busy} disabled={uploading} onClick={() => void save(true)} data-testid="contract-submit">{t('action.submit')}</Button>
        </ButtonGuard>
      </Group>
    </Stack>
  );
}
