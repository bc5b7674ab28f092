import { describe, expect, it } from 'vitest';
import { featureRegistry } from '../features';
import { defineServerModule } from './feature-module';
import { buildRegistry } from './registry';

const migration = (name: string) => ({ name, up: async () => undefined });

describe('feature registry', () => {
  it('refuses two modules claiming one name, migration, menu, collection or mutation', () => {
    const a = defineServerModule({ name: 'a', migrations: [migration('m1')], menus: [{ enCode: 'x', fullName: 'X', names: { zhtw: 'X', en: 'X' }, type: 2, sortCode: 1 }] });
    expect(() => buildRegistry([a, defineServerModule({ name: 'a' })])).toThrow(/Feature module "a"/);
    expect(() => buildRegistry([a, defineServerModule({ name: 'b', migrations: [migration('m1')] })])).toThrow(/Migration "m1" is declared by both a and b/);
    expect(() => buildRegistry([a, defineServerModule({ name: 'b', menus: [{ enCode: 'x', fullName: 'Y', names: { zhtw: 'Y', en: 'Y' }, type: 2, sortCode: 2 }] })])).toThrow(/Menu "x"/);
    const notifier = () => ({ send: async () => ({ messageId: null, delivered: 0 }), sendTemplate: async () => ({ messageId: null, delivered: 0 }) });
    expect(() => buildRegistry([defineServerModule({ name: 'n1', notifier }), defineServerModule({ name: 'n2', notifier })])).toThrow(/Notifier "ctx.notify" is declared by both n1 and n2/);
    const owner = { ownerType: 'doc', mayRead: async () => new Set<string>() };
    expect(() => buildRegistry([defineServerModule({ name: 'a', fileOwners: [owner] }), defineServerModule({ name: 'b', fileOwners: [owner] })])).toThrow(/File owner type "doc" is declared by both a and b/);
    const job = { kind: 'x.job', fullName: 'X', names: { zhtw: 'X', en: 'X' }, description: '', cron: '0 * * * *', run: async () => '' };
    expect(() => buildRegistry([defineServerModule({ name: 'a', jobs: [job] }), defineServerModule({ name: 'b', jobs: [job] })])).toThrow(/Job kind "x.job" is declared by both a and b/);
    const cache = { name: 'x.cache', fullName: 'X', names: { zhtw: 'X', en: 'X' }, description: '', stats: () => ({ entries: 0, bytes: 0 }), clearLocal: () => undefined };
    expect(() => buildRegistry([defineServerModule({ name: 'a', caches: [cache] }), defineServerModule({ name: 'b', caches: [cache] })])).toThrow(/Cache "x.cache" is declared by both a and b/);
    const method = (name: string) => ({ method: name, handle: async () => undefined });
    expect(() => buildRegistry([defineServerModule({ name: 'a', socketMethods: [method('Ping')] }), defineServerModule({ name: 'b', socketMethods: [method('Ping')] })])).toThrow(/Socket method "Ping" is declared by both a and b/);
    expect(() => buildRegistry([defineServerModule({ name: 'a', socketMethods: [method('OnConnection')] })])).toThrow(/Socket method "OnConnection" is declared by both shell and a/);
  });

  it('binds ctx.notify to the messages module', () => {
    expect(featureRegistry.notifier?.name).toBe('message');
  });

  it('holds the channels notifications also go to (企业微信/钉钉, ADR 0038), one per name', () => {
    expect([...featureRegistry.messagePushers.keys()]).toEqual(['integrations']);
    const pusher = { name: 'p', push: async () => undefined };
    expect(() => buildRegistry([defineServerModule({ name: 'a', messagePushers: [pusher] }), defineServerModule({ name: 'b', messagePushers: [pusher] })])).toThrow(/Message pusher "p" is declared by both a and b/);
  });

  it('holds the owner types of file records (the files feature asks them who may read)', () => {
    expect([...featureRegistry.fileOwners.keys()]).toEqual(expect.arrayContaining(['fixedAsset', 'contract', 'document']));
  });

  it('hands the other features the files module\'s signed links (公文 downLoadOne, previewOne)', () => {
    expect(featureRegistry.fileLinks).toBeTypeOf('function');
    expect(() => buildRegistry([defineServerModule({ name: 'f1', fileLinks: () => ({}) as never }), defineServerModule({ name: 'f2', fileLinks: () => ({}) as never })])).toThrow(/File links "fileLinks" is declared by both f1 and f2/);
  });

  it('hands the other features the data module\'s interfaces (报表 runs them), which only one module may offer', () => {
    expect(featureRegistry.dataInterfaces).toBeTypeOf('function');
    expect(() => buildRegistry([defineServerModule({ name: 'f1', dataInterfaces: () => ({}) as never }), defineServerModule({ name: 'f2', dataInterfaces: () => ({}) as never })])).toThrow(/Data interfaces "dataInterfaces" is declared by both f1 and f2/);
  });

  it('hands each bound record\'s onStatus the assets module\'s plans, which only one module may offer', async () => {
    expect(featureRegistry.assetPlans?.register).toBeTypeOf('function');
    const seen: unknown[] = [];
    const plans = { register: async () => 'plan-1' };
    const registry = buildRegistry([
      defineServerModule({ name: 'a', assetPlans: () => plans }),
      defineServerModule({ name: 'b', flowBindings: [{ module: 'm', flowEnCode: 'f', onStatus: async (_tx, _id, change) => void seen.push(change.ports?.assetPlans) }] }),
    ]);
    await registry.flowBindings.get('m')!.onStatus({} as never, 'x', { status: 2, taskId: 't', now: 1 });
    expect(seen).toEqual([plans]);
    expect(() => buildRegistry([defineServerModule({ name: 'f1', assetPlans: () => plans }), defineServerModule({ name: 'f2', assetPlans: () => plans })])).toThrow(/Asset plans "assetPlans" is declared by both f1 and f2/);
  });

  it('holds every feature\'s collections and mutations, so the sync routes need import none', () => {
    expect([...featureRegistry.collections.keys()].sort()).toEqual(
      ['assetPlans', 'assets', 'chatConversations', 'chatMessages', 'contracts', 'dictionaries', 'docReceipts', 'dictionaryData', 'epidemicReports', 'files', 'groups', 'investments', 'mailInbox', 'mails', 'flowTodos', 'onlineModels', 'onlineRecords', 'organizes', 'positions', 'printTemplates', 'profile', 'purchases', 'receivedDocs', 'roles', 'stocktakeItems', 'stocktakeScans', 'stocktakes', 'users'].sort(),
    );
    expect([...featureRegistry.mutations.keys()]).toEqual(expect.arrayContaining(['profile.update', 'dictionaryData.create', 'stocktake.scan', 'chat.send', 'mail.save', 'onlineRecord.save', 'onlineRecord.remove', 'contract.save', 'doc.read', 'epidemic.report']));
  });

  it('holds the kinds of scheduled task the features bring (each gets a built-in task, ADR 0021)', () => {
    expect([...featureRegistry.jobs.keys()].sort()).toEqual(['auth.purgeSessions', 'contracts.expiry', 'data.sync', 'files.cleanupUploads', 'sync.purgeTombstones', 'system.backup', 'system.purgeLogs', 'workflow.timers']);
  });

  it('keeps menu parents before their pages (syncModules resolves a parent by an earlier entry)', () => {
    const seen = new Set<string>();
    for (const menu of featureRegistry.menus) {
      if (menu.parent) expect(seen.has(menu.parent), `${menu.enCode} → ${menu.parent}`).toBe(true);
      seen.add(menu.enCode);
    }
  });
});
