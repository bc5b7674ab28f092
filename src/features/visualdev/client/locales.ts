import { bundle as designerBundle } from './designer/i18n';
import { bundle } from './i18n';
import { onlineBundle } from './online/i18n';

/** The form renderer's strings, and the designer's and the online pages' in their own namespaces. */
export { bundle };
export const extraBundles = [designerBundle, onlineBundle];
