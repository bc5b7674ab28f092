import { onSocketMessage } from '@/app/session/platform-socket';
import { i18n } from '@/lib/i18n';
import { overridesVersion, setTranslationOverrides } from '@/lib/i18n-overrides';
import { languageApi } from './language-api';

/**
 * Session work of the translation overrides (翻译管理): after sign-in, ask for them with the version
 * the device holds (the answer carries them only when they changed), and again whenever the server
 * says they changed. The device keeps them, so an offline start shows them too.
 */
export default function startTranslationOverrides(): () => void {
  const load = async () => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    const answer = await languageApi.overrides(overridesVersion()).catch(() => null);
    if (answer?.code === 200 && answer.data.strings) setTranslationOverrides({ version: answer.data.version, strings: answer.data.strings }, i18n);
  };
  void load();
  return onSocketMessage((message) => {
    if (message.method === 'languageChanged') void load();
  });
}
