import type { Table } from 'dexie';
import { defineClientModule } from '@/app/modules/client-module';
import { UPLOAD_TABLE, UPLOAD_TABLE_INDEXES } from '@/components/upload/device-table';
import type { LocalRow } from '@/sync/types';

declare module '@/sync/db' {
  interface QingbanDb {
    files: Table<LocalRow, string>;
  }
}

/**
 * 文档中心 and the file subsystem's device side (issue 11): the user's file records (collection
 * `files`), the uploads kept on the device until they are sent, and the runner that sends them
 * from the shell whatever page is open.
 */
export const filesModule = defineClientModule({
  name: 'files',
  pages: { 'extend/document': () => import('./DocumentPage') },
  locales: () => import('./i18n'),
  background: () => import('./background').then((m) => m.uploadsInBackground),
  device: {
    // Version 4 (issue 11).
    tables: { 4: { files: 'id, creatorTime', [UPLOAD_TABLE]: UPLOAD_TABLE_INDEXES } },
    collections: { files: { zh: '我的文件', zhtw: '我的文件', en: 'My files' } },
    // Logout warns about files still waiting on the device, as about unsynced writes.
    pendingTables: [UPLOAD_TABLE],
  },
});
