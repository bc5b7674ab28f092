import type { ScreenRow } from '@/features/datascreen/contract';
import { ReleaseMenuDialog } from '@/components/release-menu/ReleaseMenuDialog';
import { useScreenT } from '../i18n';
import { screenApi } from '../screen-api';

/** 发布: the screen becomes a menu of type 6 (under 在线开发 unless another directory is chosen), opened in a window of its own. */
export function ReleaseDialog({ row, onClose, onReleased }: { row: ScreenRow | null; onClose(): void; onReleased(): void }) {
  const t = useScreenT();
  const texts = { title: t('release.title'), hint: t('release.hint', { name: row?.fullName ?? '' }), parent: t('release.parent'), parentDefault: t('release.parentDefault'), ok: t('release.ok'), cancel: t('designer.cancel') };
  return <ReleaseMenuDialog target={row} texts={texts} release={screenApi.release} onClose={onClose} onReleased={onReleased} testId="screen-release-ok" />;
}
