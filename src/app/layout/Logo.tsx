import { useTranslation } from 'react-i18next';
import { sessionStore } from '@/app/session/session-store';
import { useStore } from '@/lib/store';

export function LogoMark() {
  return <img className="qb-logo-mark" src="/favicon.svg" alt="" />;
}

/** The server names the system in Chinese; other languages use the product's translated name. */
export function useSystemName(): string {
  const { t, i18n } = useTranslation();
  const sysName = useStore(sessionStore, (s) => s.sysConfig?.sysName);
  return i18n.language === 'zh' && sysName ? sysName : t('app.name');
}

export function Logo({ compact = false, className = 'qb-logo' }: { compact?: boolean; className?: string }) {
  const name = useSystemName();
  return (
    <div className={className} style={compact ? { justifyContent: 'center', padding: 0 } : undefined}>
      <LogoMark />
      {!compact && <span>{name}</span>}
    </div>
  );
}
