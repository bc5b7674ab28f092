import { defineServerModule } from '../../../server/modules/feature-module';
import { chatMigrations } from './chat-migrations';
import { chatSocketMethods } from './chat-socket';
import { chatCollections, chatMutations } from './chat-sync';
import { messageDelivery } from './delivery';
import { seedMessageDemo } from './demo';
import { messageFileOwners } from './file-owners';
import { mailCollections, mailMutations } from './mail-sync';
import { messageMenus } from './menus';
import { messageMigrations } from './migrations';
import { messageReadRelations } from './read-relations';
import { registerMessageRoutes } from './routes';
import { seedScaleMessages } from './scale-seed';

/** 消息: notifications, the message centre, notices, templates, mail and chat; implements `ctx.notify` for every feature (ADR 0019). */
export const messageModule = defineServerModule({
  name: 'message',
  migrations: [...messageMigrations, ...chatMigrations],
  menus: messageMenus,
  demo: (tx) => seedMessageDemo(tx),
  scale: async (tx, env) => ({ messages: await seedScaleMessages(tx, env) }),
  routes: registerMessageRoutes,
  notifier: (ctx) => messageDelivery(ctx).notifier,
  fileOwners: messageFileOwners,
  collections: [...chatCollections, ...mailCollections],
  mutations: [...chatMutations, ...mailMutations],
  socketMethods: chatSocketMethods,
  readRelations: messageReadRelations,
});
