import type { MRT_Localization } from 'mantine-react-table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withOverrides } from '@/lib/i18n-overrides';

const loaders: Record<string, () => Promise<{ default: unknown }>> = {
  zh: () => import('../../../locales/table/zh.json'),
  zhtw: () => import('../../../locales/table/zhtw.json'),
  en: () => import('../../../locales/table/en.json'),
};

/** The table's own words, in the interface language (locales/table/*.json). */
export function useTableLocalization(): MRT_Localization | undefined {
  const { i18n } = useTranslation();
  const [localization, setLocalization] = useState<MRT_Localization | undefined>();
  useEffect(() => {
    let live = true;
    (loaders[i18n.language] ?? loaders.zh)!().then((m) => live && setLocalization(withOverrides(i18n.language, 'table', m.default as MRT_Localization & Record<string, unknown>)));
    return () => {
      live = false;
    };
  }, [i18n.language]);
  return localization;
}
