/** 系统数据: data sources, data models and data interfaces (issue 14). */
export * from './contract/source';
export * from './contract/model';
export * from './contract/interface';
