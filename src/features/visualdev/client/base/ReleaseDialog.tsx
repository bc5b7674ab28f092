import { Switch } from '@mantine/core';
import { useState } from 'react';
import { ReleaseMenuDialog } from '@/components/release-menu/ReleaseMenuDialog';
import { useDesignerT } from '../designer/i18n';
import { baseApi, type BaseRow } from './base-api';

/** 发布: under which menu directory the model's page goes, and whether the phone gets it too. */
export function ReleaseDialog({ row, appDefault, onClose, onReleased }: { row: BaseRow | null; appDefault: boolean; onClose(): void; onReleased(): void }) {
  const t = useDesignerT();
  const [app, setApp] = useState(appDefault);
  const texts = { title: t('release.title'), hint: t('release.hint', { name: row?.fullName ?? '' }), parent: t('release.parent'), parentDefault: t('release.parentDefault'), ok: t('release.ok'), cancel: t('common.cancel') };
  return (
    <ReleaseMenuDialog target={row} texts={texts} release={(id, parentId) => baseApi.release(id, { parentId: parentId ?? '', app })} onClose={onClose} onReleased={onReleased}>
      <Switch label={t('release.app')} checked={app} onChange={(e) => setApp(e.currentTarget.checked)} />
    </ReleaseMenuDialog>
  );
}
