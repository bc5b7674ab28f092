import { SimpleGrid, Stack, Table, Title } from '@mantine/core';
import type { PlanDetail } from '@/features/assets/contract';
import { formatDate } from '@/lib/format';
import { useAssetT } from '../i18n';
import { Field } from '../shared/Field';

/** A plan shown read-only (the device's copy, offline): basic info, who registered it and when, the item rows. */
export function PlanView({ plan }: { plan: PlanDetail }) {
  const t = useAssetT();
  return (
    <Stack gap="sm" data-testid="plan-view">
      <Title order={3} size="h6">{t('plan.basicInfo')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <Field label={t('plan.applEnt')} testId="plan-view-unit">{plan.applEntName}</Field>
        <Field label={t('plan.applDept')} testId="plan-view-dept">{plan.applDeptName}</Field>
        <Field label={t('plan.useUser')} testId="plan-view-user">{plan.useUserName}</Field>
        <Field label={t('plan.creator')}>{plan.creatorUserName}</Field>
        <Field label={t('plan.creatorTime')}>{formatDate(plan.creatorTime)}</Field>
        <Field label={t('plan.lastModifyTime')}>{formatDate(plan.lastModifyTime)}</Field>
      </SimpleGrid>
      <Title order={3} size="h6">{t('plan.items')}</Title>
      <Table withTableBorder withColumnBorders striped fz="sm" data-testid="plan-view-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{t('plan.rowNo')}</Table.Th><Table.Th>{t('plan.itemName')}</Table.Th><Table.Th w={160}>{t('plan.itemType')}</Table.Th>
            <Table.Th w={120}>{t('plan.itemNum')}</Table.Th><Table.Th w={110}>{t('plan.hasApplNum')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plan.dtlList.map((r, i) => (
            <Table.Tr key={r.id} data-testid={`plan-view-row-${i + 1}`}>
              <Table.Td>{i + 1}</Table.Td><Table.Td>{r.itemName}</Table.Td><Table.Td>{r.itemTypeName || r.itemType}</Table.Td>
              <Table.Td>{r.itemNum}</Table.Td><Table.Td>{r.hasApplNum}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
