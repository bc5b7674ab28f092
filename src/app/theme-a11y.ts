import { Drawer, Modal, Notification, Pagination, type MantineThemeOverride } from '@mantine/core';
import { i18n } from '@/lib/i18n';
import { accessibleVariantColors } from './theme-contrast';

// Getters: Mantine spreads default props at each render, so the name follows the language.
const closeNamed = {
  get closeButtonProps() {
    return { 'aria-label': i18n.t('common.close') };
  },
};

/**
 * What every component gets so that it is named and readable: colours at AA contrast, and names
 * for the pager's icon buttons (first, previous, next, last), of tables and pickers alike, and for
 * the close button of every toast, dialog and drawer (a page may still name its own).
 */
export const accessibleThemeOverride: MantineThemeOverride = {
  variantColorResolver: accessibleVariantColors,
  components: {
    Pagination: Pagination.extend({
      defaultProps: { getControlProps: (control) => ({ 'aria-label': i18n.t(`pager.${control}`) }) },
    }),
    Notification: Notification.extend({ defaultProps: closeNamed }),
    Modal: Modal.extend({ defaultProps: closeNamed }),
    Drawer: Drawer.extend({ defaultProps: closeNamed }),
  },
};
