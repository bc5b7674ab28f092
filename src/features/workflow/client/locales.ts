import { bundle as designerBundle } from './designer/i18n';
import { bundle } from './i18n';

/** The runtime screens' strings, and 流程设计's (the list and the designer) in their own namespace. */
export { bundle };
export const extraBundles = [designerBundle];
