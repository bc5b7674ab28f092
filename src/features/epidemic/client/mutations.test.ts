import { afterEach, describe, expect, it } from 'vitest';
import { EPIDEMIC_COLLECTION, reportDayOf, reportIdOf } from '@/features/epidemic/contract';
import { deleteUserDb, openUserDb } from '@/sync/db';
import { saveReport } from './mutations';

const ME = 'epidemic-reporter-tester';
afterEach(async () => {
  await deleteUserDb(ME);
});

const body = (temperature: number, extra: Record<string, unknown> = {}) => ({ temperature, healthState: 'healthy' as const, atRiskArea: false, travel: '', note: '', ...extra });

describe('epidemic.report on the device', () => {
  it('shows the report at once; a second report of the day replaces it in place, and the outbox keeps the newest only', async () => {
    const db = await openUserDb(ME);
    const day = reportDayOf(Date.now());
    const id = reportIdOf(ME, day);
    const supersedes = (earlier: unknown) => (earlier as { id?: string }).id === id;
    await saveReport.mutate({ id, reportDate: day, body: body(37.8, { healthState: 'symptom', note: '咳嗽' }) }, { supersedes });
    expect(await db.collection(EPIDEMIC_COLLECTION).get(id)).toMatchObject({ userId: ME, reportDate: day, temperatureTenths: 378, healthState: 'symptom', atRiskArea: 0, note: '咳嗽' });
    await saveReport.mutate({ id, reportDate: day, body: body(36.6, { atRiskArea: true }) }, { supersedes });
    const rows = await db.collection(EPIDEMIC_COLLECTION).toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ temperatureTenths: 366, healthState: 'healthy', atRiskArea: 1, note: '' });
    expect((await db.outbox.toArray()).map((e) => (e.args as { body: { temperature: number } }).body.temperature)).toEqual([36.6]);
  });

  it('refuses what the server would refuse (35.0–42.0, one decimal) before anything is written', async () => {
    const db = await openUserDb(ME);
    const day = reportDayOf(Date.now());
    for (const t of [34.9, 42.1, 36.55]) await expect(saveReport.mutate({ id: reportIdOf(ME, day), reportDate: day, body: body(t) })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.collection(EPIDEMIC_COLLECTION).count()).toBe(0);
  });
});
