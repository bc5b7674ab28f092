import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconDots, IconDownload, IconEdit, IconEye, IconEyeOff, IconListCheck, IconPlayerPause, IconPlayerPlay, IconRestore, IconSubtask, IconTrash } from '@tabler/icons-react';
import { usePermissions } from '@/app/permissions/permissions';
import { MENU_DIRECTORY, type MenuAdminNode } from '@/features/system/contract';
import { useMenuT } from './i18n';

export type MenuRowAction = 'addChild' | 'edit' | 'items' | 'state' | 'hidden' | 'export' | 'reset' | 'delete';

/** A row's actions, each shown only with its button right: the frequent ones as icons, the rest in 更多. */
export function MenuRowActions({ node, onAction }: { node: MenuAdminNode; onAction(action: MenuRowAction, node: MenuAdminNode): void }) {
  const t = useMenuT();
  const { hasBtnP } = usePermissions();
  const icon = (action: MenuRowAction, label: string, Icon: typeof IconEdit, color?: string) => (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} onClick={() => onAction(action, node)} aria-label={`${label} ${node.fullName}`} data-testid={`menu-${action}-${node.enCode}`}><Icon size={16} /></ActionIcon>
    </Tooltip>
  );
  const more: { action: MenuRowAction; label: string; Icon: typeof IconEdit; color?: string }[] = [];
  if (hasBtnP('btn_edit')) {
    more.push(node.enabledMark === 1 ? { action: 'state', label: t('actions.disable'), Icon: IconPlayerPause } : { action: 'state', label: t('actions.enable'), Icon: IconPlayerPlay });
    more.push(node.hidden === 1 ? { action: 'hidden', label: t('actions.show'), Icon: IconEye } : { action: 'hidden', label: t('actions.hide'), Icon: IconEyeOff });
    if (node.customised) more.push({ action: 'reset', label: t('actions.reset'), Icon: IconRestore });
  }
  if (hasBtnP('btn_export')) more.push({ action: 'export', label: t('actions.export'), Icon: IconDownload });
  if (hasBtnP('btn_remove') && !node.builtIn) more.push({ action: 'delete', label: t('actions.delete'), Icon: IconTrash, color: 'red' });

  return (
    <>
      {node.type === MENU_DIRECTORY && hasBtnP('btn_add') && icon('addChild', t('actions.addChild'), IconSubtask)}
      {hasBtnP('btn_edit') && icon('edit', t('actions.edit'), IconEdit)}
      {hasBtnP('btn_edit') && node.type !== MENU_DIRECTORY && icon('items', t('actions.items'), IconListCheck)}
      {more.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`${t('actions.more')} ${node.fullName}`} data-testid={`menu-more-${node.enCode}`}><IconDots size={16} /></ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {more.map((m) => (
              <Menu.Item key={m.action} color={m.color} leftSection={<m.Icon size={14} />} onClick={() => onAction(m.action, node)} data-testid={`menu-${m.action}-${node.enCode}`}>{m.label}</Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </>
  );
}
