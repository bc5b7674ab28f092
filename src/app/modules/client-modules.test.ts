import { describe, expect, it } from 'vitest';
import { AssetPath, PLAN_SYNC_COLLECTION } from '@/features/assets/contract';
import { DOC_COLLECTIONS, DOC_MUTATIONS, DOC_PAGE, DOC_RECEIVE_PAGE } from '@/features/documents/contract';
import { EPIDEMIC_COLLECTION, EPIDEMIC_MANAGE_PAGE, EPIDEMIC_MUTATIONS, EPIDEMIC_PAGE, EPIDEMIC_ROUTE } from '@/features/epidemic/contract';
import { DocumentModule, FILES_COLLECTION } from '@/features/files/contract';
import { CHAT_COLLECTIONS, CHAT_MUTATIONS, MAIL_COLLECTIONS, MAIL_MUTATIONS } from '@/features/message/contract';
import { PRINT_TEMPLATE_COLLECTION } from '@/features/print/contract';
import { PORTAL_DESIGN_PAGE, PORTAL_PAGE_PREFIX } from '@/features/portal/contract';
import { SCREEN_DESIGN_PAGE, SCREEN_PATH_PREFIX } from '@/features/datascreen/contract';
import { REPORT_DESIGN_PAGE, REPORT_PAGE_PREFIX } from '@/features/reports/contract';
import { PRINT_TEMPLATE_TABLE } from '@/components/print/use-print-job';
import { STOCKTAKE_COLLECTIONS, STOCKTAKE_MUTATIONS } from '@/features/stocktaking/contract';
import { clientFeatures } from '@/app/features';
import { deviceStoreVersions, syncedCollections } from '@/sync/device-modules';
import { getMutation } from '@/sync/registry';

const LANGUAGES = ['zh', 'zhtw', 'en'] as const;
const flat = (o: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flat(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('client feature modules (ADR 0010)', () => {
  it('replays the released store versions exactly: a device that has them opens without an upgrade surprise', () => {
    const versions = Object.fromEntries([...deviceStoreVersions()].map(([v, stores]) => [v, Object.keys(stores).sort()]));
    expect(versions[1]).toEqual(['assets', 'blobs', 'dictionaries', 'dictionaryData', 'groups', 'inbox', 'menus', 'meta', 'organizes', 'outbox', 'permissions', 'positions', 'profile', 'roles', 'userInfo', 'users']);
    expect(versions[2]).toEqual(['stocktakeItems', 'stocktakeScans', 'stocktakes']);
    expect(versions[3]).toEqual(['assetPlans']);
    expect(versions[4]).toEqual(['files', 'uploads']);
    expect(versions[5]).toEqual(['billNumbers']);
    expect(versions[6]).toEqual(['chatConversations', 'chatMessages']);
    expect(versions[7]).toEqual(['mailInbox', 'mails']);
    expect(versions[9]).toEqual(['printTemplates']);
    expect(versions[15]).toEqual(['epidemicReports']);
    expect(versions[16]).toEqual(['reportCache']);
    expect(versions[17]).toEqual(['portalCache']);
  });

  it('gives every pulled collection a device table and a name in every language', () => {
    const tables = new Set([...deviceStoreVersions().values()].flatMap((s) => Object.keys(s)));
    for (const feature of clientFeatures) {
      for (const [collection, labels] of Object.entries(feature.device?.collections ?? {})) {
        expect(tables.has(collection), collection).toBe(true);
        for (const lang of LANGUAGES) expect(labels[lang].trim(), `${collection} ${lang}`).not.toBe('');
      }
    }
    expect(syncedCollections()[0]).toBe('organizes');
  });

  it('spells the contract\'s names where it writes them out to keep schemas out of the first download', () => {
    expect(syncedCollections()).toEqual(expect.arrayContaining([PLAN_SYNC_COLLECTION, FILES_COLLECTION, PRINT_TEMPLATE_COLLECTION, ...Object.values(STOCKTAKE_COLLECTIONS)]));
    expect(PRINT_TEMPLATE_TABLE).toBe(PRINT_TEMPLATE_COLLECTION);
    expect(Object.keys(clientFeatures.find((f) => f.name === 'files')!.pages ?? {})).toEqual([DocumentModule.document.replace('.', '/')]);
    const assets = clientFeatures.find((f) => f.name === 'assets')!;
    expect(Object.keys(assets.pages ?? {}).sort()).toEqual([AssetPath.mine, AssetPath.plan, AssetPath.storage].sort());
    const stocktaking = clientFeatures.find((f) => f.name === 'stocktaking')!;
    expect(Object.keys(stocktaking.device?.mutationLabels ?? {}).sort()).toEqual(Object.values(STOCKTAKE_MUTATIONS).sort());
    const message = clientFeatures.find((f) => f.name === 'message')!;
    expect(Object.keys(message.device?.collections ?? {}).sort()).toEqual([...Object.values(CHAT_COLLECTIONS), ...Object.values(MAIL_COLLECTIONS)].sort());
    expect(Object.keys(message.device?.mutationLabels ?? {}).sort()).toEqual([...Object.values(CHAT_MUTATIONS), ...Object.values(MAIL_MUTATIONS)].sort());
    const documents = clientFeatures.find((f) => f.name === 'documents')!;
    expect(Object.keys(documents.pages ?? {}).sort()).toEqual([DOC_PAGE, DOC_RECEIVE_PAGE].sort());
    expect(Object.keys(documents.device?.collections ?? {}).sort()).toEqual(Object.values(DOC_COLLECTIONS).sort());
    expect(Object.keys(documents.device?.tables?.[13] ?? {}).sort()).toEqual(Object.values(DOC_COLLECTIONS).sort());
    expect(Object.keys(documents.device?.mutationLabels ?? {}).sort()).toEqual(Object.values(DOC_MUTATIONS).sort());
    const epidemic = clientFeatures.find((f) => f.name === 'epidemic')!;
    expect(Object.keys(epidemic.pages ?? {}).sort()).toEqual([EPIDEMIC_PAGE, EPIDEMIC_MANAGE_PAGE].sort());
    expect(epidemic.routes?.map((r) => r.path)).toEqual([EPIDEMIC_ROUTE]);
    expect(Object.keys(epidemic.device?.tables?.[15] ?? {})).toEqual([EPIDEMIC_COLLECTION]);
    expect(Object.keys(epidemic.device?.mutationLabels ?? {})).toEqual(Object.values(EPIDEMIC_MUTATIONS));
    const reports = clientFeatures.find((f) => f.name === 'reports')!;
    expect(Object.keys(reports.pages ?? {}).sort()).toEqual([REPORT_DESIGN_PAGE, `${REPORT_PAGE_PREFIX}/*`].sort());
    expect(reports.device?.collections).toBeUndefined();
    const portal = clientFeatures.find((f) => f.name === 'portal')!;
    expect(Object.keys(portal.pages ?? {}).sort()).toEqual([PORTAL_DESIGN_PAGE, `${PORTAL_PAGE_PREFIX}/*`].sort());
    expect(portal.device?.collections).toBeUndefined();
    const screens = clientFeatures.find((f) => f.name === 'datascreen')!;
    expect(Object.keys(screens.pages ?? {})).toEqual([SCREEN_DESIGN_PAGE]);
    expect(screens.standalone?.map((r) => [r.path, r.queryToken])).toEqual([[`${SCREEN_PATH_PREFIX}/$code`, true]]);
    expect(screens.device).toBeUndefined();
  });

  it('loads every offline write a module declares, each with a name in every language', async () => {
    for (const feature of clientFeatures) {
      await feature.device?.mutations?.();
      for (const [name, labels] of Object.entries(feature.device?.mutationLabels ?? {})) {
        expect(getMutation(name), name).toBeDefined();
        for (const lang of LANGUAGES) expect(labels[lang].trim(), `${name} ${lang}`).not.toBe('');
      }
    }
  });

  it('ships every module\'s strings complete in zh, zhtw and en', async () => {
    for (const feature of clientFeatures) {
      if (!feature.locales) continue;
      const { bundle, extraBundles = [] } = await feature.locales();
      for (const b of [bundle, ...extraBundles]) {
        const zh = flat(b.bundles.zh).sort();
        expect(zh.length, `${feature.name} ${b.ns}`).toBeGreaterThan(0);
        expect(flat(b.bundles.zhtw).sort(), `${feature.name} ${b.ns} zhtw`).toEqual(zh);
        expect(flat(b.bundles.en).sort(), `${feature.name} ${b.ns} en`).toEqual(zh);
      }
    }
  });
});
