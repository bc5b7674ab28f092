/** 系统数据: data sources, data models, data interfaces and data sync (issue 14). */
export * from './contract/source';
export * from './contract/model';
export * from './contract/interface';
export * from './contract/sync';
