import type { PortalRow } from '@/features/portal/contract';
import { ReleaseMenuDialog } from '@/components/release-menu/ReleaseMenuDialog';
import { usePortalT } from '../i18n';
import { portalApi } from '../portal-api';

/** 发布: the portal becomes a menu of type 8 (under 在线开发 unless another directory is chosen). */
export function ReleaseDialog({ row, onClose, onReleased }: { row: PortalRow | null; onClose(): void; onReleased(): void }) {
  const t = usePortalT();
  const texts = { title: t('release.title'), hint: t('release.hint', { name: row?.fullName ?? '' }), parent: t('release.parent'), parentDefault: t('release.parentDefault'), ok: t('release.ok'), cancel: t('designer.cancel') };
  return <ReleaseMenuDialog target={row} texts={texts} release={portalApi.release} onClose={onClose} onReleased={onReleased} testId="portal-release-ok" />;
}
