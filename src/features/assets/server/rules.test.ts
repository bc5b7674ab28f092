import { describe, expect, it } from 'vitest';
import { ITEM_TRANSITIONS, ItemMsg, canTransition, checkUnitPrice, isAssetAdminRoleName, isOfficeRoleName } from '../contract';
import { chinaDay } from './asset-code';
import { compareClientLog } from './plan-log';

describe('unit price by the money rule', () => {
  it('normalises to two decimals', () => {
    expect(checkUnitPrice('1,234.5')).toEqual({ ok: true, value: '1234.50' });
    expect(checkUnitPrice(0)).toEqual({ ok: true, value: '0.00' });
    expect(checkUnitPrice('1000000000')).toEqual({ ok: true, value: '1000000000.00' });
  });
  it('says what is wrong', () => {
    expect(checkUnitPrice(undefined)).toEqual({ ok: false, msg: ItemMsg.priceRequired });
    expect(checkUnitPrice('1e3')).toEqual({ ok: false, msg: ItemMsg.priceInvalid });
    expect(checkUnitPrice('-0.01')).toEqual({ ok: false, msg: ItemMsg.priceNegative });
    expect(checkUnitPrice('1000000000.01')).toEqual({ ok: false, msg: ItemMsg.priceTooLarge });
    expect(checkUnitPrice(0.125)).toEqual({ ok: false, msg: ItemMsg.priceDecimals });
    expect(checkUnitPrice(Number.NaN)).toEqual({ ok: false, msg: ItemMsg.priceInvalid });
  });
});

describe('item transitions', () => {
  it('follow the table and end at scrap', () => {
    expect(canTransition('receive', '1')).toBe(true);
    expect(canTransition('receive', '2')).toBe(false);
    expect(canTransition('restore', '6')).toBe(false);
    expect(canTransition('restore', '5')).toBe(true);
    for (const t of Object.values(ITEM_TRANSITIONS)) expect(t.from).not.toContain('6');
  });
});

describe('§6 role names', () => {
  it('recognise office users and asset administrators', () => {
    expect(isOfficeRoleName('华东办公室固定资产专员')).toBe(true);
    expect(isOfficeRoleName('办公室')).toBe(false);
    expect(isAssetAdminRoleName('资产管理员')).toBe(true);
    expect(isAssetAdminRoleName('固定资产系统管理员')).toBe(true);
    expect(isAssetAdminRoleName('资产专员')).toBe(false);
    expect(isAssetAdminRoleName('系统管理员')).toBe(false);
  });
});

describe('asset-code day', () => {
  it('is the China date', () => {
    expect(chinaDay(Date.UTC(2026, 10, 21, 15, 59))).toBe('20261121');
    expect(chinaDay(Date.UTC(2026, 10, 21, 16, 0))).toBe('20261122');
  });
});

describe('creatorLog payload check', () => {
  const appl = { appl_ent_id: 'e', appl_ent_name: 'E', appl_dept_id: 'd', appl_dept_name: 'D', use_user_id: 'u', use_user_name: 'U' };
  const row = { item_name: '椅', item_type: 'furniture', item_num: 2, has_appl_num: 0, item_type_name: '家具', dtl_log_id: 'r', F_CreatorTime: 1 };
  const saved = { appl: JSON.stringify(appl), dtl: JSON.stringify([row]) };
  it('accepts the same plan, refuses another or a broken payload', () => {
    expect(compareClientLog(saved, { appl: JSON.stringify(appl), dtl: JSON.stringify([{ ...row, item_num: '2', F_CreatorTime: '2026-11-22 10:00:00' }]) })).toBe('ok');
    expect(compareClientLog(saved, { appl: JSON.stringify({ ...appl, use_user_id: 'x' }), dtl: saved.dtl })).toBe('mismatch');
    expect(compareClientLog(saved, { appl: saved.appl, dtl: JSON.stringify([row, row]) })).toBe('mismatch');
    expect(compareClientLog(saved, { appl: '{', dtl: saved.dtl })).toBe('invalid');
  });
});
