import type { ModuleSeed } from '../../../server/db/module-seeds';
import { DocumentModule } from '../contract';

export const fileMenus: ModuleSeed[] = [
  { enCode: DocumentModule.root, fullName: '扩展应用', names: { zhtw: '擴展應用', en: 'Extensions' }, type: 1, icon: 'apps', sortCode: 700 },
  { enCode: DocumentModule.document, fullName: '文档中心', names: { zhtw: '文檔中心', en: 'Documents' }, type: 2, parent: DocumentModule.root, urlAddress: 'extend/document', icon: 'folder', sortCode: 1,
    buttons: [['btn_upload', '上传'], ['btn_download', '下载'], ['btn_remove', '删除']],
    columns: [['fullName', '文件名'], ['fileSize', '大小'], ['fileExtension', '类型'], ['creatorTime', '上传时间']] },
];

/** 文档中心 for every demo role (SEED=demo): office staff attach scans, warehouse staff damage photos. */
export const fileDemoGrants: [role: string, module: string, buttons: string[]][] = ['assetAdmin', 'officeAsset', 'staff'].map((role) => [
  role, DocumentModule.document, ['btn_upload', 'btn_download', 'btn_remove'],
]);
