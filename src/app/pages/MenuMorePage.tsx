import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MenuCards } from '@/app/menu/MenuCards';
import { useMenuTree } from '@/app/menu/menu-tree';

/** The virtual 'More' menu: every top-level entry, for when the top bar has no room. */
export default function MenuMorePage() {
  const { t } = useTranslation();
  const { items } = useMenuTree();
  return (
    <div className="qb-page-card">
      <Title order={2} size="h4" mb="md">{t('route.menuMore')}</Title>
      <MenuCards items={items} />
    </div>
  );
}
