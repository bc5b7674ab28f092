import { ActionIcon, Center, Loader, Text, Tooltip } from '@mantine/core';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { ScreenView as ScreenViewData } from '@/features/datascreen/contract';
import { notify } from '@/lib/notify';
import { useScreenT } from '../i18n';
import { screenApi } from '../screen-api';
import { ScreenView } from './ScreenView';
import { useFullscreen } from './use-fullscreen';

/** The code in /datascreen/<code>. */
const codeOf = (pathname: string) => decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '');

/**
 * /datascreen/<code>, outside the shell (a released screen's type 6 menu opens it in a new window with
 * ?token=): the screen fills the window whatever its shape, with a full-screen button.
 */
export default function DataScreenPage() {
  const t = useScreenT();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const code = codeOf(pathname);
  const [view, setView] = useState<ScreenViewData | null>(null);
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const { full, toggle } = useFullscreen(() => notify('warning', t('view.fullscreenUnsupported')));

  useEffect(() => {
    let live = true;
    setView(null);
    setFailed(false);
    screenApi.view(code).then((v) => live && setView(v), () => live && setFailed(true));
    return () => { live = false; };
  }, [code]);
  useEffect(() => {
    if (view) document.title = view.fullName;
  }, [view]);

  return (
    <main ref={box} data-testid="screen-page" style={{ position: 'fixed', inset: 0, background: '#000', color: '#e6f1ff' }}>
      {view ? <ScreenView screen={view.screen} screenId={view.id} name={view.fullName} /> : (
        <Center h="100%">
          {failed ? <Text c="gray.4">{t('view.refused')}</Text> : <Loader role="status" aria-label={t('view.loading')} color="blue" />}
        </Center>
      )}
      <Tooltip label={t(full ? 'view.exitFullscreen' : 'view.fullscreen')}>
        <ActionIcon
          variant="subtle" color="gray" size="lg" aria-label={t(full ? 'view.exitFullscreen' : 'view.fullscreen')} onClick={() => toggle(box.current)} data-testid="screen-fullscreen"
          style={{ position: 'absolute', right: 12, bottom: 12, opacity: full ? 0.25 : 0.7, zIndex: 2000 }}
        >
          {full ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
        </ActionIcon>
      </Tooltip>
    </main>
  );
}
