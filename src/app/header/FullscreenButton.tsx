import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { HeaderIcon } from './HeaderIcon';

export function FullscreenButton() {
  const { t } = useTranslation();
  const [full, setFull] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled) return notify('warning', t('header.fullscreenUnsupported'));
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen();
  };
  return (
    <HeaderIcon label={t(full ? 'header.exitFullscreen' : 'header.fullscreen')} onClick={toggle}>
      {full ? <IconMinimize size={18} /> : <IconMaximize size={18} />}
    </HeaderIcon>
  );
}
