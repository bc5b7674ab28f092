import { useTranslation } from 'react-i18next';
import { sessionStore } from '@/app/session/session-store';
import { useStore } from '@/lib/store';

/**
 * An icon of 系统配置 when it is an uploaded image (the server stores only '' or an address of the
 * public image route under /api/); the product's own mark otherwise. Not the files contract: it
 * would bring zod into the sign-in screen's first download (ADR 0013).
 */
export const iconSrc = (url: string | null | undefined): string => (url?.startsWith('/api/') ? url : '/favicon.svg');

export function LogoMark() {
  const icon = useStore(sessionStore, (s) => s.sysConfig?.navigationIcon);
  return <img className="qb-logo-mark" src={iconSrc(icon)} alt="" />;
}

/** The server names the system in Chinese (`sysName` overrides the session's); other languages use the product's translated name. */
export function useSystemName(sysName?: string): string {
  const { t, i18n } = useTranslation();
  const stored = useStore(sessionStore, (s) => s.sysConfig?.sysName);
  const name = sysName || stored;
  return i18n.language === 'zh' && name ? name : t('app.name');
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
