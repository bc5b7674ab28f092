// Moved to the shell (ADR 0038): 第三方集成 seals its vendor secrets with the same key.
export { dataSourceKey, secretBox, type SecretBox } from '../../../server/secret-box';
