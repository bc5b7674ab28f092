import { createHash, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

/** Set-up of the stocktake specs through the real API, as the demo's people would do it. */
export const uniq = () => randomBytes(3).toString('hex').toUpperCase();

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export class Api {
  private tokens = new Map<string, string>();
  constructor(private readonly request: APIRequestContext) {}

  async token(account: string): Promise<string> {
    const known = this.tokens.get(account);
    if (known) return known;
    const res = await this.request.post('/api/oauth/Login', {
      form: { grant_type: 'password', account, password: createHash('md5').update(DEMO_PASSWORD).digest('hex') },
    });
    const body = (await res.json()) as Envelope<{ token: string }>;
    expect(body.code, body.msg).toBe(200);
    this.tokens.set(account, body.data.token);
    return body.data.token;
  }

  async call<T>(account: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
    const headers = { Authorization: `Bearer ${await this.token(account)}` };
    const res = method === 'GET' ? await this.request.get(url, { headers }) : await this.request.post(url, { headers, data: body ?? {} });
    const envelope = (await res.json()) as Envelope<T>;
    expect(envelope.code, `${method} ${url}: ${envelope.msg}`).toBe(200);
    return envelope.data;
  }

  /** Ids by code from a collection the account pulls (organizes by enCode, users by account). */
  async ids(account: string, collection: 'organizes' | 'users', field: 'enCode' | 'account'): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    let cursor = '';
    for (;;) {
      const page = await this.call<{ changes: Array<{ id: string; row?: Record<string, unknown> }>; cursor: string; hasMore: boolean }>(
        account, 'GET', `/api/sync/pull?collections=${collection}&limit=2000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      for (const c of page.changes) if (c.row && typeof c.row[field] === 'string') out.set(c.row[field] as string, c.id);
      if (!page.hasMore) return out;
      cursor = page.cursor;
    }
  }

  /**
   * `count` new items in storage at a place of their own: 办公室 (office) registers a plan row, the
   * asset administrator stores it with that location. Returns the items' ids and asset codes.
   */
  async storeItems(count: number, location: string): Promise<{ ids: string[]; assetCodes: string[] }> {
    const orgs = await this.ids('office', 'organizes', 'enCode');
    const users = await this.ids('office', 'users', 'account');
    const plan = await this.call<{ id: string }>('office', 'POST', '/api/business/fixedAsset-plan/update', {
      applEntId: orgs.get('EC'), applDeptId: orgs.get('EC02'), useUserId: users.get('wh01'),
      dtlList: [{ itemName: `盘点测试电脑${uniq()}`, itemType: 'electronic', itemNum: count }],
    });
    const detail = await this.call<{ dtlList: Array<{ id: string }> }>('office', 'GET', `/api/business/fixedAsset-plan/detail?id=${plan.id}`);
    return this.call('assetadmin', 'POST', '/api/business/fixedAsset-storage/store', {
      planDtlId: detail.dtlList[0]!.id, count, brand: '联想', specification: 'E14', unitPrice: '4999.00', location,
    });
  }

  async createStocktake(name: string, location: string, checkers: string[]): Promise<string> {
    const users = await this.ids('office', 'users', 'account');
    const created = await this.call<{ id: string; counts: { expected: number } }>('assetadmin', 'POST', '/api/business/stocktake', {
      name, scopeType: 'location', location, checkerIds: checkers.map((a) => users.get(a)),
    });
    return created.id;
  }
}

/** A real 1×1 PNG (the server tells images by their first bytes). */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
