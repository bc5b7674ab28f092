import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const DAYJS_LOCALE: Record<string, string> = { zh: 'zh-cn', zhtw: 'zh-tw', en: 'en' };

/** Date pickers in the interface language (month and weekday names, first day of week). */
export function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DatesProvider settings={{ locale: DAYJS_LOCALE[i18n.language] ?? 'zh-cn', firstDayOfWeek: i18n.language === 'en' ? 0 : 1 }}>{children}</DatesProvider>;
}
