import { Modal, Tabs } from '@mantine/core';
import { MODULE_ITEM_KINDS, type MenuAdminNode } from '@/features/system/contract';
import { ItemTable } from './ItemTable';
import { SchemesTab } from './SchemesTab';
import { useMenuT } from './i18n';

/** What the authorise screen grants of one menu: its buttons, list columns, form fields and data schemes. */
export function ItemsDialog({ node, onClose, onChanged }: { node: MenuAdminNode | null; onClose(): void; onChanged(): void }) {
  const t = useMenuT();
  return (
    <Modal opened={node !== null} onClose={onClose} title={t('items.title', { name: node?.fullName ?? '' })} size={820} centered closeOnClickOutside={false}>
      {node && (
        <Tabs defaultValue="button" keepMounted={false}>
          <Tabs.List>
            {MODULE_ITEM_KINDS.map((kind) => <Tabs.Tab key={kind} value={kind} data-testid={`items-tab-${kind}`}>{t(`items.kinds.${kind}`)} ({node.counts[kind]})</Tabs.Tab>)}
            <Tabs.Tab value="scheme" data-testid="items-tab-scheme">{t('items.kinds.scheme')} ({node.counts.scheme})</Tabs.Tab>
          </Tabs.List>
          {MODULE_ITEM_KINDS.map((kind) => <Tabs.Panel key={kind} value={kind} pt="sm"><ItemTable kind={kind} moduleId={node.id} onChanged={onChanged} /></Tabs.Panel>)}
          <Tabs.Panel value="scheme" pt="sm"><SchemesTab moduleId={node.id} onChanged={onChanged} /></Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}
