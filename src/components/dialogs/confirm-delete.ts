import { i18n } from '@/lib/i18n';
import { confirmAction } from './confirm';

/** SPEC §5: "operation permanently deletes data, continue?" */
export const confirmDelete = (message?: string): Promise<boolean> =>
  confirmAction({ title: i18n.t('common.tip'), message: message ?? i18n.t('common.deleteConfirm'), danger: true });
