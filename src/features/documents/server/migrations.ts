import type { MigrationDb, NamedMigration } from '../../../server/db/migration-kit';
import { col } from '../../../server/db/migration-kit';
import { addSyncTriggers } from '../../../server/sync/change-log';
import { DOC_COLLECTIONS } from '../contract';

async function up(db: MigrationDb) {
  let d = db.schema.createTable('bizDocument');
  d = col.id(d);
  d = col.str(d, 'docNo', 64);
  d = col.str(d, 'title', 100, true);
  d = col.str(d, 'issuingOrg', 100, true);
  d = col.str(d, 'secretLevel', 10, true);
  d = col.str(d, 'urgency', 10, true);
  d = col.str(d, 'mainTo', 500, true);
  d = col.str(d, 'copyTo', 500, true);
  d = col.text(d, 'bodyHtml', true);
  d = col.text(d, 'fileIds', true);
  d = col.int(d, 'status', 0);
  d = col.ref(d, 'flowTaskId');
  d = col.ref(d, 'organizeId');
  d = col.time(d, 'releasedAt');
  d = col.ref(d, 'releasedUserId');
  d = col.text(d, 'recipientsJson');
  d = col.int(d, 'version', 0);
  d = col.stamps(d);
  await d.execute();
  // Several drafts have no 文号 yet: a unique index lets any number of NULLs through on both databases.
  await db.schema.createIndex('biz_document_no_uq').unique().on('bizDocument').column('docNo').execute();
  await db.schema.createIndex('biz_document_org_ix').on('bizDocument').columns(['organizeId', 'creatorTime']).execute();

  let r = db.schema.createTable('bizDocReceipt');
  r = col.id(r);
  r = col.ref(r, 'docId', true);
  r = col.ref(r, 'userId', true);
  r = col.ref(r, 'parentId');
  r = col.ref(r, 'relayFromUserId');
  r = col.text(r, 'path', true);
  r = col.int(r, 'depth', 0);
  r = col.time(r, 'receivedAt', true);
  r = col.time(r, 'readAt');
  r = col.time(r, 'signedAt');
  await r.execute();
  // One receipt per person and document: a second release or relay to them is no second copy.
  await db.schema.createIndex('biz_doc_receipt_uq').unique().on('bizDocReceipt').columns(['docId', 'userId']).execute();
  await db.schema.createIndex('biz_doc_receipt_user_ix').on('bizDocReceipt').columns(['userId', 'receivedAt']).execute();
  await addSyncTriggers(db, [
    { table: 'biz_document', collection: DOC_COLLECTIONS.documents },
    { table: 'biz_doc_receipt', collection: DOC_COLLECTIONS.receipts },
  ]);
}

/** 公文 (issue 17 §4, ADR 0037). */
export const documentMigrations: NamedMigration[] = [{ name: '2026-12-01-1000-documents', up }];
