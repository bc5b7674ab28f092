/** 数据大屏 (issue 18, ADR 0043): a 1920×1080 canvas of widgets over data interfaces, released as a menu of type 6. */
export * from './contract/definition';
