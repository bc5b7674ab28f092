import type { FileOwnerType } from '../../../server/modules/feature-module';
import { CHAT_FILE_OWNER, MAIL_FILE_OWNER, NOTICE_FILE_OWNER, NOTICE_MODULE } from '../contract';
import { chatRepository } from './chat-repository';
import { mailRepository } from './mail-repository';
import { noticeRepository } from './notice-repository';

/**
 * A notice's attachments (ownerType message, ownerId the notice id) are read by the people it was
 * released to, and by whoever administers notices (drafts included). The uploader always may (files feature).
 */
export const messageFileOwners: FileOwnerType[] = [{
  ownerType: NOTICE_FILE_OWNER,
  async mayRead(ctx, auth, ownerIds) {
    if (ownerIds.length === 0) return new Set();
    const repo = noticeRepository(ctx.database.db);
    if (await ctx.access.can(auth, NOTICE_MODULE)) return repo.existingIds(ownerIds);
    return repo.receivedIds(auth.userId, ownerIds);
  },
}, {
  // A mail's attachments: its author, and the recipients who hold a copy of it (sent mails only have copies),
  // and the readers of a forward that carries them.
  ownerType: MAIL_FILE_OWNER,
  async mayRead(ctx, auth, ownerIds) {
    if (ownerIds.length === 0) return new Set();
    return mailRepository(ctx.database.db).readableIds(auth.userId, ownerIds);
  },
  // A forward carries the original's attachments by reference: its recipients read those files (not the original's others).
  mayReadFiles: async (ctx, auth, files) => mailRepository(ctx.database.db).forwardedFileIds(auth.userId, files),
}, {
  // A chat image (owner id the message id): the two people of the message.
  ownerType: CHAT_FILE_OWNER,
  mayRead: async (ctx, auth, ownerIds) => chatRepository(ctx.database.db).readableIds(auth.userId, ownerIds),
}];
