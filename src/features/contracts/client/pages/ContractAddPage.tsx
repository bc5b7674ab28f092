import { Card, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PermissionDeniedView } from '@/app/pages/PermissionDeniedPage';
import { PageRouteContext } from '@/app/permissions/page-route-context';
import { useRouteTable } from '@/app/routing/route-table';
import { newId } from '@/contract/ids';
import { CONTRACT_MENU } from '@/features/contracts/contract';
import { ContractEditor } from './ContractEditor';
import { useContractsT } from '../i18n';

/** /contract/add (SPEC §2): a new contract on a page of its own, with the buttons 合同管理 grants; then the list. */
export default function ContractAddPage() {
  const t = useContractsT();
  const navigate = useNavigate();
  const list = useRouteTable().byEnCode.get(CONTRACT_MENU);
  const [id, setId] = useState(newId);
  if (!list) return <PermissionDeniedView />;
  const toList = () => void navigate({ to: list.path });
  return (
    <PageRouteContext.Provider value={list}>
      <Card withBorder padding="lg" maw={960}>
        <Title order={4} mb="md">{t('form.titleAdd')}</Title>
        <ContractEditor key={id} id={id} onDone={() => { setId(newId()); toList(); }} onCancel={toList} />
      </Card>
    </PageRouteContext.Provider>
  );
}
