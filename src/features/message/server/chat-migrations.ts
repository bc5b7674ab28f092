import { col, type MigrationDb, type NamedMigration } from '../../../server/db/migration-kit';
import { createSearchIndex, type SearchIndex } from '../../../server/db/search-index';
import { addSyncTriggers } from '../../../server/sync/change-log';
import { CHAT_COLLECTIONS } from '../contract';

/** The keyword search of chat history: grams of a text message's text (ADR list-search). */
export const CHAT_SEARCH: SearchIndex = { table: 'im_message', name: 'im_message_search', columns: ['search_text'] };


async function createTables(db: MigrationDb) {
  let c = db.schema.createTable('imConversation');
  c = col.id(c);
  c = col.ref(c, 'ownerUserId', true);
  c = col.ref(c, 'peerUserId', true);
  c = col.str(c, 'pairKey', 140, true);
  c = col.int(c, 'unread', 0);
  c = c.addColumn('readTime', 'bigint', (b) => b.notNull().defaultTo(0));
  c = c.addColumn('clearedTime', 'bigint', (b) => b.notNull().defaultTo(0));
  c = col.int(c, 'hidden', 0);
  c = col.ref(c, 'lastMessageId');
  c = col.ref(c, 'lastSendUserId');
  c = col.str(c, 'lastType', 10);
  c = col.str(c, 'lastContent', 400);
  c = c.addColumn('lastTime', 'bigint', (b) => b.notNull().defaultTo(0));
  c = col.time(c, 'creatorTime', true);
  await c.execute();
  // One side per owner and peer; the drawer's list: my conversations, newest first.
  await db.schema.createIndex('im_conversation_owner_peer_uq').unique().on('imConversation').columns(['ownerUserId', 'peerUserId']).execute();
  await db.schema.createIndex('im_conversation_owner_ix').on('imConversation').columns(['ownerUserId', 'lastTime', 'id']).execute();
  await db.schema.createIndex('im_conversation_pair_ix').on('imConversation').columns(['pairKey']).execute();

  let m = db.schema.createTable('imMessage');
  m = col.id(m);
  m = col.str(m, 'pairKey', 140, true);
  m = col.ref(m, 'sendUserId', true);
  m = col.ref(m, 'receiveUserId', true);
  m = col.str(m, 'contentType', 10, true);
  m = col.text(m, 'content', true);
  m = col.str(m, 'searchText', 4000);
  m = m.addColumn('sendTime', 'bigint', (b) => b.notNull());
  await m.execute();
  // History of a pair, newest first, and the unread count from one sender after a time.
  await db.schema.createIndex('im_message_pair_ix').on('imMessage').columns(['pairKey', 'sendTime', 'id']).execute();
  await createSearchIndex(db, CHAT_SEARCH);
  await addSyncTriggers(db, [
    { table: 'im_conversation', collection: CHAT_COLLECTIONS.conversations, columns: ['unread', 'read_time', 'cleared_time', 'hidden', 'last_message_id', 'last_time', 'last_content'] },
    { table: 'im_message', collection: CHAT_COLLECTIONS.messages },
  ]);
}

async function up(db: MigrationDb) {
  if (db.isTransaction) await createTables(db);
  else await db.transaction().execute(createTables);
}

export const chatMigrations: NamedMigration[] = [{ name: '2026-11-27-0900-message-chat', up }];
