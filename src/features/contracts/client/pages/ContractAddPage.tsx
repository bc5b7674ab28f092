import { Card, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { MenuScope } from '@/app/permissions/MenuScope';
import { newId } from '@/contract/ids';
import { CONTRACT_MENU } from '@/features/contracts/contract';
import { useContractsT } from '../i18n';
import { ContractEditor } from './ContractEditor';

/** /contract/add (SPEC §2): a new contract on a page of its own, with the buttons 合同管理 grants; then the list. */
export default function ContractAddPage() {
  const t = useContractsT();
  const navigate = useNavigate();
  const [id, setId] = useState(newId);
  return (
    <MenuScope enCode={CONTRACT_MENU}>
      {(list) => (
        <Card withBorder padding="lg" maw={960}>
          <Title order={4} mb="md">{t('form.titleAdd')}</Title>
          <ContractEditor key={id} id={id} onDone={() => { setId(newId()); void navigate({ to: list.path }); }} onCancel={() => void navigate({ to: list.path })} />
        </Card>
      )}
    </MenuScope>
  );
}
