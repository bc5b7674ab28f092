import { useRouterState } from '@tanstack/react-router';
import { NotAvailableView } from './NotAvailablePage';

const SAFE_URL = /^(https?:)?\/\//i;

/** An external page shown inside the app (type 7 with _self). */
export function EmbeddedLinkPage({ href }: { href: string }) {
  if (!SAFE_URL.test(href) && !href.startsWith('/')) return <NotAvailableView address={href} />;
  return <iframe title={href} src={href} style={{ width: '100%', height: 'calc(100vh - 120px)', border: 0, background: '#fff', borderRadius: 4 }} />;
}

/** /externalLink?href=<encoded url> */
export default function ExternalLinkPage() {
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const href = typeof search.href === 'string' ? decodeURIComponent(search.href) : '';
  return <EmbeddedLinkPage href={href} />;
}
