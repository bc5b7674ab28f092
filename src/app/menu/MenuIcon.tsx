import {
  IconApps, IconBell, IconBuilding, IconChartBar, IconDatabase, IconExternalLink, IconFileText, IconFolder, IconForms,
  IconHome, IconId, IconKey, IconLayoutDashboard, IconMap, IconPlugConnected, IconUsersGroup, IconList, IconLock, IconMessage, IconPackage, IconSettings, IconShieldLock,
  IconSitemap, IconUser, IconUsers, IconWorld, type Icon,
} from '@tabler/icons-react';

/** Menu icons arrive as names; the few the product uses are mapped here, the rest fall back by kind. */
const ICONS: Record<string, Icon> = {
  home: IconHome, settings: IconSettings, 'file-text': IconFileText, folder: IconFolder, users: IconUsers, user: IconUser,
  building: IconBuilding, sitemap: IconSitemap, 'chart-bar': IconChartBar, database: IconDatabase, list: IconList,
  forms: IconForms, bell: IconBell, message: IconMessage, package: IconPackage, lock: IconLock, 'shield-lock': IconShieldLock,
  world: IconWorld, dashboard: IconLayoutDashboard, apps: IconApps, link: IconExternalLink,
  'id-badge': IconId, 'users-group': IconUsersGroup, key: IconKey, 'plug-connected': IconPlugConnected, map: IconMap, 'map-pin': IconMap,
};

export function MenuIcon({ name, isDirectory = false, size = 18 }: { name: string | null; isDirectory?: boolean; size?: number }) {
  const Component = (name ? ICONS[name.replace(/^(icon-ym\s+)?(icon-ym-|ti-|tabler-)?/, '')] : undefined) ?? (isDirectory ? IconFolder : IconFileText);
  return <Component size={size} stroke={1.6} aria-hidden />;
}
