/** The permission area's API contract: one file per part, re-exported here for other features. */
export * from './contract/current';
export * from './contract/organize';
export * from './contract/user';
export * from './contract/authorize';
export * from './contract/modules';
