import { useTranslation } from 'react-i18next';
import { sessionStore } from '@/app/session/session-store';
import { useStore } from '@/lib/store';

export function LogoMark() {
  return <img className="qb-logo-mark" src="/favicon.svg" alt="" />;
}

export function Logo({ compact = false, className = 'qb-logo' }: { compact?: boolean; className?: string }) {
  const { t } = useTranslation();
  const sysName = useStore(sessionStore, (s) => s.sysConfig?.sysName);
  return (
    <div className={className} style={compact ? { justifyContent: 'center', padding: 0 } : undefined}>
      <LogoMark />
      {!compact && <span>{sysName || t('app.name')}</span>}
    </div>
  );
}
