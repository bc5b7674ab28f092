import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import { IconDots, IconEye } from '@tabler/icons-react';
import { ButtonGuard } from '@/app/permissions/ButtonGuard';
import { AssetButton, canTransition, type ItemRow } from '@/features/assets/contract';
import { useAssetT } from '../i18n';
import { LIST_ACTIONS, type ListAction } from './ItemActionDialog';

/** A row's detail icon, and for asset administrators (btn_status) the status actions the item's status allows. */
export function RowMenu({ item, onDetail, onAction }: { item: ItemRow; onDetail(): void; onAction(action: ListAction): void }) {
  const t = useAssetT();
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('detail.title')}>
        <ActionIcon variant="subtle" onClick={onDetail} aria-label={t('item.detailOf', { name: item.itemName, code: item.assetCode })}><IconEye size={16} /></ActionIcon>
      </Tooltip>
      <ButtonGuard code={AssetButton.status}>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={t('item.actionsOf', { name: item.itemName, code: item.assetCode })} data-testid="item-actions"><IconDots size={16} /></ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {LIST_ACTIONS.map((action) => (
              <Menu.Item key={action} disabled={!canTransition(action, item.status)} onClick={() => onAction(action)} data-testid={`item-action-${action}`}>
                {t(`action.${action}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </ButtonGuard>
    </Group>
  );
}
