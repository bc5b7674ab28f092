import type { Table } from 'dexie';
import { defineClientModule } from '@/app/modules/client-module';
import type { LocalRow } from '@/sync/types';

declare module '@/sync/db' {
  interface QingbanDb {
    chatConversations: Table<LocalRow, string>;
    chatMessages: Table<LocalRow, string>;
    mails: Table<LocalRow, string>;
    mailInbox: Table<LocalRow, string>;
  }
}

// Collection and mutation names are written out (not imported from the contract) to keep the
// contract's schemas out of the shell's first download; src/app/modules/client-modules.test and
// mail/module.test check they agree.
/** 消息 (issue 12): notices and templates (administrators), the message centre, the header's bell, chat and 站内信 (readable offline). */
export const messageModule = defineClientModule({
  name: 'message',
  pages: {
    'system/notice': () => import('./notice/NoticePage'),
    'system/messageTemplate': () => import('./template/TemplatePage'),
    'extend/email': () => import('./mail/list/MailPage'),
  },
  routes: [
    { path: '/messageRecord', load: () => import('./centre/MessageRecordPage'), titleKey: 'route.messageRecord' },
    { path: '/emailDetail', load: () => import('./mail/detail/MailDetailPage'), titleKey: 'route.emailDetail' },
    // The bell's target for notices (types 5 and 7, §2).
    { path: '/list/detail', load: () => import('./detail/ListDetailPage'), titleKey: 'route.listDetail' },
  ],
  header: () => import('./MessageHeader'),
  locales: () => import('./i18n'),
  device: {
    tables: {
      // Version 6 (issue 12, chat): my conversation sides, and the newest messages of each.
      6: { chatConversations: 'id, peerUserId', chatMessages: 'id, [pairKey+sendTime]' },
      // Version 7 (issue 12, 站内信): the caller's mails with bodies, and their inbox copies.
      7: { mails: 'id, authorUserId', mailInbox: 'id, mailId' },
    },
    collections: {
      chatConversations: { zh: '聊天会话', zhtw: '聊天會話', en: 'Chat conversations' },
      chatMessages: { zh: '聊天消息', zhtw: '聊天訊息', en: 'Chat messages' },
      mails: { zh: '站内信', zhtw: '站內信', en: 'Mail' },
      mailInbox: { zh: '收件箱', zhtw: '收件匣', en: 'Inbox' },
    },
    // mail-uploads registers what the upload runner does when a mail's file (chosen offline) is uploaded.
    mutations: () => Promise.all([import('./chat/model/device-writes'), import('./mail/model/device-writes'), import('./mail/model/mail-uploads')]),
    mutationLabels: {
      'chat.send': { zh: '发送聊天消息', zhtw: '發送聊天訊息', en: 'Send a chat message' },
      'chat.read': { zh: '聊天消息已读', zhtw: '聊天訊息已讀', en: 'Chat messages read' },
      'chat.remove': { zh: '移除会话', zhtw: '移除會話', en: 'Remove a conversation' },
      'chat.clear': { zh: '删除聊天记录', zhtw: '刪除聊天記錄', en: 'Delete chat records' },
      'mail.save': { zh: '保存或发送邮件', zhtw: '儲存或傳送郵件', en: 'Save or send a mail' },
      'mail.read': { zh: '邮件标为已读', zhtw: '郵件標為已讀', en: 'Mark a mail read' },
      'mail.star': { zh: '邮件星标', zhtw: '郵件星號', en: 'Star a mail' },
      'mail.remove': { zh: '删除邮件', zhtw: '刪除郵件', en: 'Delete mails' },
    },
  },
});
