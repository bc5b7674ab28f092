export { bundle } from './i18n';
