/** 在线开发 and the form designer (issue 15, ADR 0033): one form schema shared by designer, renderer, server and generator. */
export * from './contract/field-kinds';
export * from './contract/form-schema';
export * from './contract/expression';
export * from './contract/record-values';
export * from './contract/schema-check';
export * from './contract/migrate';
export * from './contract/model';
export * from './contract/sync';
export * from './contract/display';
