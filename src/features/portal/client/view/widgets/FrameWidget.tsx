import { Text } from '@mantine/core';
import { isHttpUrl } from '@/features/portal/contract';
import { usePortalT } from '../../i18n';

/** Whether an address may be framed: http(s), and the product's own origin or a host of the allow-list (PORTAL_FRAME_HOSTS). */
export function frameAllowed(url: string, hosts: readonly string[], origin = window.location.origin): boolean {
  if (!isHttpUrl(url)) return false;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  return u.origin === origin || hosts.includes(u.host.toLowerCase()) || hosts.includes(u.hostname.toLowerCase());
}

/** A web page in a sandboxed frame (no top navigation, no popups, no plugins). */
export function FrameWidget({ url, title, hosts, height }: { url: string; title: string; hosts: readonly string[]; height: number }) {
  const t = usePortalT();
  if (!frameAllowed(url, hosts)) return <Text size="sm" c="dimmed" data-testid="portal-frame-refused">{t('widget.frameRefused')}</Text>;
  // A page of our own origin gets no allow-same-origin: with scripts, it could lift its own sandbox.
  const sameOrigin = new URL(url).origin === window.location.origin;
  return (
    <iframe src={url} title={title || t('types.iframe')} sandbox={sameOrigin ? 'allow-scripts allow-forms' : 'allow-scripts allow-same-origin allow-forms'} referrerPolicy="no-referrer" loading="lazy"
      style={{ width: '100%', height, border: 0 }} data-testid="portal-frame" />
  );
}
