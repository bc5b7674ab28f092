import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp } from '../helpers/test-app';

/** A test app whose DATA_DIR (data-source key, demo SQLite file) is a temp directory of its own. */
export async function startDataApp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qingban-data-'));
  const t = await startTestApp({ config: { dataDir } });
  const close = t.close;
  return Object.assign(t, { dataDir, close: async () => { await close(); fs.rmSync(dataDir, { recursive: true, force: true }); } });
}

export const sqlInterface = (over: Record<string, unknown> = {}) => ({
  fullName: '测试接口', enCode: 'test.users', type: 'sql', dataSourceId: '0',
  query: 'select id, account, real_name as "fullName" from base_user where account = @account order by account',
  params: [{ field: 'account', dataType: 'string', required: 0, defaultValue: null, fieldName: '账号' }],
  ...over,
});
