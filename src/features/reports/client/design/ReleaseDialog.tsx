import type { ReportRow } from '@/features/reports/contract';
import { ReleaseMenuDialog } from '@/components/release-menu/ReleaseMenuDialog';
import { useReportsT } from '../i18n';
import { reportApi } from '../report-api';

/** 发布: the report becomes a menu of type 5 (under 在线开发 unless another directory is chosen). */
export function ReleaseDialog({ row, onClose, onReleased }: { row: ReportRow | null; onClose(): void; onReleased(): void }) {
  const t = useReportsT();
  const texts = { title: t('release.title'), hint: t('release.hint', { name: row?.fullName ?? '' }), parent: t('release.parent'), parentDefault: t('release.parentDefault'), ok: t('release.ok'), cancel: t('editor.cancel') };
  return <ReleaseMenuDialog target={row} texts={texts} release={reportApi.release} onClose={onClose} onReleased={onReleased} testId="report-release-ok" />;
}
