/** 工作流程 (issue 16, ADR 0034): the node tree, its checks, and the API's bodies. */
export * from './contract/flow-tree';
export * from './contract/flow-check';
export * from './contract/model';
export * from './contract/views';
export * from './contract/sync';
export * from './contract/flow-builders';
