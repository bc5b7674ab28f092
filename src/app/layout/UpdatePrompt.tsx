import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdateNotice } from './UpdateNotice';

/** A new version waits until the user says so and the outbox is idle: never a silent reload mid-work. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  if (!needRefresh) return null;
  return <UpdateNotice apply={() => updateServiceWorker(true)} dismiss={() => setNeedRefresh(false)} />;
}
