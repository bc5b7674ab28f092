import {
  IconActivity, IconApps, IconBell, IconClock, IconDatabaseExport, IconStack, IconBuilding, IconChartBar, IconDatabase, IconExternalLink, IconFileText, IconFolder, IconForms,
  IconHome, IconIdBadge, IconKey, IconLayoutDashboard, IconMap, IconMapPin, IconPlugConnected, IconUsersGroup, IconList, IconLock, IconMessage, IconPackage, IconSettings, IconShieldLock,
  IconSitemap, IconUser, IconUsers, IconWorld, type Icon,
} from '@tabler/icons-react';
import { useIconLibrary } from '@/components/icons/icon-library';

/** Menu icons arrive as names of the icon library; the usual ones are here, in the shell's first download. */
const ICONS: Record<string, Icon> = {
  home: IconHome, settings: IconSettings, 'file-text': IconFileText, folder: IconFolder, users: IconUsers, user: IconUser,
  building: IconBuilding, sitemap: IconSitemap, 'chart-bar': IconChartBar, database: IconDatabase, list: IconList,
  forms: IconForms, bell: IconBell, message: IconMessage, package: IconPackage, lock: IconLock, 'shield-lock': IconShieldLock,
  world: IconWorld, dashboard: IconLayoutDashboard, apps: IconApps, link: IconExternalLink,
  'id-badge': IconIdBadge, 'users-group': IconUsersGroup, key: IconKey, 'plug-connected': IconPlugConnected, map: IconMap, 'map-pin': IconMapPin,
  clock: IconClock, activity: IconActivity, stack: IconStack, 'database-export': IconDatabaseExport,
};

export function MenuIcon({ name, isDirectory = false, size = 18 }: { name: string | null; isDirectory?: boolean; size?: number }) {
  const key = name ? name.trim().replace(/^(icon-ym\s+)?(icon-ym-|ti-|tabler-)?/, '') : '';
  const usual = ICONS[key];
  // Any other icon of the library (菜单管理 lets administrators pick them) comes with the whole set, loaded once.
  const library = useIconLibrary(!usual && key !== '');
  const Component = usual ?? library?.[key] ?? (isDirectory ? IconFolder : IconFileText);
  return <Component size={size} stroke={1.6} aria-hidden />;
}
