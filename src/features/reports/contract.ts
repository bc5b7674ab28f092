/** 报表 (issue 18, ADR 0040): a data interface, its parameters, a table layout and charts; released as a menu of type 5. */
export * from './contract/definition';
export * from './contract/run';
export * from './contract/format';
export * from './contract/preview';
