import { Button, Menu } from '@mantine/core';
import { IconBuildingCommunity, IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserOrganize } from '@/features/permission/contract';
import { http } from '@/lib/http/client';
import { notify } from '@/lib/notify';
import { writeStored } from '@/lib/storage';

/** Switch the organisation worked in: server call, success message, stored choice, reload (SPEC §4). */
export function OrgSwitcher() {
  const { t } = useTranslation();
  const [orgs, setOrgs] = useState<UserOrganize[]>([]);
  useEffect(() => {
    http.get<UserOrganize[]>('/api/permission/Users/Current/getUserOrganizes').then(setOrgs, () => setOrgs([]));
  }, []);
  const current = orgs.find((o) => o.isDefault) ?? orgs[0];
  if (!current) return null;
  const shortName = current.fullName.split('/').at(-1) ?? current.fullName;
  const choose = async (org: UserOrganize) => {
    if (org.id === current.id) return;
    const message = await http.action('PUT', '/api/permission/Users/Current/major', { majorId: org.id, majorType: 'Organize' });
    notify('success', message);
    writeStored('organizeId', org.id);
    window.setTimeout(() => window.location.reload(), 600);
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconBuildingCommunity size={16} />} rightSection={<IconChevronDown size={14} />} title={t('header.switchOrg')} maw={220}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{shortName}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.switchOrg')}</Menu.Label>
        {orgs.map((org) => (
          <Menu.Item key={org.id} onClick={() => void choose(org)} rightSection={org.id === current.id ? <IconCheck size={14} /> : null}>
            {org.fullName}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
