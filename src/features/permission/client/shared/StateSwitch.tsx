import { Badge, Switch } from '@mantine/core';
import { useState } from 'react';
import { usePermissions } from '@/app/permissions/permissions';
import { notify } from '@/lib/notify';
import { usePermT } from '../i18n';

/** 启用/禁用 toggle of a row (PUT …/Actions/State); a badge for those without btn_edit. */
export function StateSwitch({ enabled, onToggle, onDone, testId }: { enabled: boolean; onToggle(): Promise<string>; onDone(): void; testId?: string }) {
  const t = usePermT();
  const { hasBtnP } = usePermissions();
  const [busy, setBusy] = useState(false);
  if (!hasBtnP('btn_edit')) return <Badge variant="light" color={enabled ? 'green' : 'gray'}>{enabled ? t('common.enabled') : t('common.disabled')}</Badge>;
  const toggle = async () => {
    setBusy(true);
    try {
      notify('success', await onToggle());
      onDone();
    } catch {
      // the http client showed why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch
      checked={enabled} disabled={busy} onChange={() => void toggle()} size="sm" data-testid={testId}
      onLabel={t('common.on')} offLabel={t('common.off')} aria-label={enabled ? t('common.enabled') : t('common.disabled')}
    />
  );
}

export function StateBadge({ enabled }: { enabled: boolean }) {
  const t = usePermT();
  return <Badge variant="light" color={enabled ? 'green' : 'gray'}>{enabled ? t('common.enabled') : t('common.disabled')}</Badge>;
}
