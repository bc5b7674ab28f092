import type { TFunction } from 'i18next';
import type { OplogRow } from '@/features/system/contract';

/** The module of an entry: its menu's name in the language shown, else the API area's. */
export function moduleLabel(row: Pick<OplogRow, 'module' | 'moduleTitle'>, language: string, t: TFunction): string {
  const title = row.moduleTitle;
  if (title) return (language === 'zhtw' ? title.zhtw : language === 'en' ? title.en : null) ?? title.zh;
  return row.module ? t(`areas.${row.module}`, { defaultValue: row.module }) : '';
}

/** The action: a common button or method by its translated name, any other button by the menu's name for it. */
export function actionLabel(row: Pick<OplogRow, 'action' | 'actionName'>, t: TFunction): string {
  if (!row.action) return '';
  return t(`actions.${row.action}`, { defaultValue: row.actionName ?? row.action });
}

export const succeeded = (row: Pick<OplogRow, 'code'>) => row.code === 200;
