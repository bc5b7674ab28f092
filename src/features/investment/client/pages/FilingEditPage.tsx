import { Alert, Button, Card, Group, Loader, Text, Title } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { MenuScope } from '@/app/permissions/MenuScope';
import { sessionStore } from '@/app/session/session-store';
import { useRecordSave } from '@/components/business/use-record-save';
import { useZodForm } from '@/components/form-dialog/use-zod-form';
import { newId } from '@/contract/ids';
import { INVESTMENT_MENU, investmentBody, isEditableFiling, type InvestmentInput } from '@/features/investment/contract';
import { useStore } from '@/lib/store';
import { useInvestmentT } from '../i18n';
import { saveFiling } from '../mutations';
import { FilingForm } from './FilingForm';
import { detailPath, type Filing } from './local-filings';
import { useFiling } from './use-filing';

const DAY = 86_400_000;
const inputOf = (f: Filing): InvestmentInput => {
  const { id: _i, filingNo: _n, scale: _s, status: _st, flowTaskId: _f, creatorUserId: _c, creatorTime: _ct, lastModifyTime: _l, _version: _v, ...rest } = f;
  return rest;
};
const blank = (userId: string): InvestmentInput => {
  const today = new Date(new Date().toDateString()).getTime();
  return { projectName: '', industry: '', unitId: '', location: '', totalInvestment: '', selfFunds: '', loanFunds: '0', otherFunds: '0', startDate: today + 30 * DAY, endDate: today + 210 * DAY, ownerUserId: userId, contactPhone: '', overview: '', files: [] };
};

function Editor({ id, existing, onDone }: { id: string; existing: Filing | undefined; onDone(savedId: string): void }) {
  const t = useInvestmentT();
  const userId = useStore(sessionStore, (s) => s.userInfo?.userId ?? '');
  const form = useZodForm(investmentBody, existing ? inputOf(existing) : blank(userId));
  const [uploading, setUploading] = useState(false);
  const { busy, save, online } = useRecordSave({ mutation: saveFiling, id, isNew: !existing?.filingNo, validate: form.validate, t, onDone });
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">{t('form.numberLine', { no: existing?.filingNo || t('form.noPending') })}</Text>
      <FilingForm id={id} values={form.values} errors={form.errors} set={form.setField} online={online} onBusy={setUploading} />
      <Group justify="flex-end" mt="md">
        <Button variant="light" loading={busy} disabled={uploading} onClick={() => void save(false)} data-testid="filing-save">{t('action.saveDraft')}</Button>
        <ButtonGuard code="btn_submit"><Button loading={busy} disabled={uploading} onClick={() => void save(true)} data-testid="filing-submit">{t('action.submit')}</Button></ButtonGuard>
      </Group>
    </>
  );
}

/** /investment/smallProjectFiling/add and /edit?id=: the filing form on a page, drafts and 提交审批 through the outbox. */
export default function FilingEditPage() {
  const t = useInvestmentT();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { id?: string };
  const existing = useFiling(search.id);
  const [newFilingId] = useState(newId);
  return (
    <MenuScope enCode={INVESTMENT_MENU}>
      {(list) => (
        <Card withBorder padding="lg" maw={1040}>
          <Group justify="space-between" mb="md">
            <Title order={4}>{existing ? t('form.titleEdit', { no: existing.filingNo || t('form.noPending') }) : t('form.titleAdd')}</Title>
            <Button variant="default" onClick={() => void navigate({ to: list.path })}>{t('action.back')}</Button>
          </Group>
          {search.id && existing === undefined ? <Loader size="sm" />
            : search.id && !existing ? <Alert color="orange">{t('msg.notFound')}</Alert>
            : existing && !isEditableFiling(existing.status) ? <Alert color="orange">{t('msg.notEditable')}</Alert>
            : <Editor id={existing?.id ?? newFilingId} existing={existing ?? undefined} onDone={(savedId) => void navigate({ to: detailPath(existing ?? { scale: 'small' }), search: { id: savedId } })} />}
        </Card>
      )}
    </MenuScope>
  );
}
