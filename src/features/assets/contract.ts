/** The fixed-asset area's API contract (ADR 0008): one file per part, re-exported here for other features. */
export * from './contract/constants';
export * from './contract/messages';
export * from './contract/money';
export * from './contract/plan';
export * from './contract/item';
export * from './contract/plan-sync';
export * from './contract/print';
