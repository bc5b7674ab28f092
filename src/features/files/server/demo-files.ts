import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { newId } from '../../../contract/ids';
import { grantModuleToRole } from '../../../server/db/module-seeds';
import type { DB } from '../../../server/db/schema';
import type { FileKind } from '../contract';
import { fileDemoGrants } from './menus';
import type { FileRepository } from './repository';
import type { FileStorage } from '../../../server/files/storage';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A 96×64 PNG in the theme blue with a lighter band: a real image for the demo's 文档中心. */
function demoPng(): Buffer {
  const width = 96;
  const height = 64;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band = y > 24 && y < 40;
      row.set(band ? [0xe6, 0xf4, 0xff] : [0x18, 0x90, 0xff - Math.floor(x / 2)], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** A valid one-page PDF (A4, one line of text), its cross-reference table computed. */
function demoPdf(): Buffer {
  const text = 'BT /F1 20 Tf 72 760 Td (Qingban demo document) Tj 0 -30 Td /F1 12 Tf (All demo data is fictional test data.) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

interface DemoFile {
  name: string;
  ext: string;
  kind: FileKind;
  mimeType: string;
  data: Buffer;
}

const DEMO: DemoFile[] = [
  { name: '办公楼平面图.png', ext: 'png', kind: 'annexpic', mimeType: 'image/png', data: demoPng() },
  { name: '固定资产管理制度.pdf', ext: 'pdf', kind: 'annex', mimeType: 'application/pdf', data: demoPdf() },
  { name: '会议纪要（示例）.txt', ext: 'txt', kind: 'annex', mimeType: 'text/plain', data: Buffer.from('2026年第三季度行政例会\n\n一、固定资产盘点安排：华东分公司仓储部于本月完成盘点。\n二、文档中心上线：附件统一上传至文档中心。\n\n（演示数据均为虚构的测试数据）\n', 'utf8') },
  { name: '使用说明.md', ext: 'md', kind: 'annex', mimeType: 'text/markdown', data: Buffer.from('# 文档中心使用说明\n\n- 上传：支持断点续传，已上传过的文件秒传。\n- 下载：链接 5 分钟内有效。\n- 打包下载：勾选多个文件后下载 zip。\n', 'utf8') },
];
const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

/** SEED=demo: admin's four files in 文档中心 (the records; the bytes are written at boot by ensureDemoBytes). */
export async function seedFileDemo(tx: Kysely<DB>) {
  for (const [role, module, buttons] of fileDemoGrants) await grantModuleToRole(tx, role, module, buttons);
  const admin = await tx.selectFrom('baseUser').select('id').where('account', '=', 'admin').executeTakeFirst();
  if (!admin) return;
  const now = Date.now();
  await tx.insertInto('baseFile').values(DEMO.map((f, i) => ({
    id: newId(now + i), fullName: f.name, fileSize: f.data.length, fileExtension: f.ext, fileKind: f.kind, mimeType: f.mimeType,
    identifier: md5(f.data), ownerType: null, ownerId: null, creatorUserId: admin.id, creatorTime: now - (DEMO.length - i) * 60_000,
  }))).execute();
}

/** Writes the demo files' bytes into the store when a record refers to them and the store lacks them (first start, or a wiped DATA_DIR). */
export async function ensureDemoBytes(repo: FileRepository, storage: FileStorage) {
  const used = await repo.usedOf(DEMO.map((f) => md5(f.data)));
  for (const f of DEMO) {
    const identifier = md5(f.data);
    if (used.has(identifier) && !(await storage.has(identifier))) await storage.putBuffer(identifier, f.data);
  }
}
