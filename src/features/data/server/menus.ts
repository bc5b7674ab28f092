import type { ModuleSeed } from '../../../server/db/module-seeds';
import { DATA_INTERFACE_MODULE, DATA_MODEL_MODULE, DATA_SOURCE_MODULE, DATA_SYNC_MODULE } from '../contract';

const crud: [string, string][] = [['btn_add', '新建'], ['btn_edit', '编辑'], ['btn_remove', '删除']];

/** Under 系统数据 (system.data, the system feature's directory). */
export const dataMenus: ModuleSeed[] = [
  { enCode: DATA_SOURCE_MODULE, fullName: '数据连接', names: { zhtw: '資料連接', en: 'Data sources' }, type: 2, parent: 'system.data', urlAddress: 'system/dataSource', icon: 'database', sortCode: 1,
    buttons: crud, columns: [['fullName', '连接名称'], ['enCode', '编码'], ['dbType', '类型'], ['host', '主机'], ['dbName', '数据库'], ['readOnly', '只读'], ['enabledMark', '状态']] },
  { enCode: DATA_MODEL_MODULE, fullName: '数据建模', names: { zhtw: '資料建模', en: 'Data models' }, type: 2, parent: 'system.data', urlAddress: 'system/dataModel', icon: 'table', sortCode: 2,
    buttons: crud, columns: [['table', '表名'], ['tableName', '说明'], ['managed', '可修改']] },
  { enCode: DATA_INTERFACE_MODULE, fullName: '数据接口', names: { zhtw: '資料介面', en: 'Data interfaces' }, type: 2, parent: 'system.data', urlAddress: 'system/dataInterface', icon: 'api', sortCode: 5,
    buttons: [...crud, ['btn_export', '导出']], columns: [['fullName', '接口名称'], ['enCode', '编码'], ['type', '类型'], ['dataSourceName', '数据连接'], ['enabledMark', '状态'], ['lastModifyTime', '修改时间']] },
  { enCode: DATA_SYNC_MODULE, fullName: '数据同步', names: { zhtw: '資料同步', en: 'Data sync' }, type: 2, parent: 'system.data', urlAddress: 'system/dataSync', icon: 'refresh', sortCode: 3,
    buttons: [...crud, ['btn_execute', '立即执行']], columns: [['fullName', '同步名称'], ['enCode', '编码'], ['sourceTable', '来源表'], ['targetTable', '目标表'], ['mode', '同步方式'], ['lastRunTime', '最近执行'], ['enabledMark', '状态']] },
];
