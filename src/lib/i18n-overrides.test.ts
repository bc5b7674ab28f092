import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { readStored } from './storage';
import { overridesVersion, setTranslationOverrides, withOverrides } from './i18n-overrides';

const bundle = () => ({ login: { welcome: '欢迎登录', submit: '登录' }, common: { ok: '确定' } });

describe('translation overrides (翻译管理) on the device', () => {
  it('writes the overrides into a copy of each bundle, keeps them on the device, and leaves other bundles alone', () => {
    const plain = bundle();
    expect(withOverrides('zh', 'translation', plain)).toBe(plain);
    setTranslationOverrides({ version: 3, strings: { zh: { translation: { 'login.welcome': '欢迎使用轻办', 'deep.new.key': '新' } } } });
    expect(overridesVersion()).toBe(3);
    expect(readStored('langOverrides', null)).toMatchObject({ version: 3 });
    const over = withOverrides('zh', 'translation', plain);
    expect(over).toEqual({ ...bundle(), login: { welcome: '欢迎使用轻办', submit: '登录' }, deep: { new: { key: '新' } } });
    expect(plain).toEqual(bundle());
    expect(withOverrides('en', 'translation', plain)).toBe(plain);
    expect(withOverrides('zh', 'other', plain)).toBe(plain);
  });

  it('rewrites bundles i18next already holds, and gives a text its bundle back when its override goes', async () => {
    setTranslationOverrides({ version: 0, strings: {} });
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'zh', resources: { zh: { translation: bundle(), pickers: { title: '选择' } } }, interpolation: { escapeValue: false } });
    setTranslationOverrides({ version: 4, strings: { zh: { translation: { 'login.submit': '进入' }, pickers: { title: '挑选' } } } }, i18n);
    expect(i18n.t('login.submit')).toBe('进入');
    expect(i18n.t('title', { ns: 'pickers' })).toBe('挑选');
    setTranslationOverrides({ version: 5, strings: { zh: { pickers: { title: '请选择' } } } }, i18n);
    expect(i18n.t('login.submit')).toBe('登录');
    expect(i18n.t('title', { ns: 'pickers' })).toBe('请选择');
    setTranslationOverrides({ version: 6, strings: {} }, i18n);
    expect(i18n.t('title', { ns: 'pickers' })).toBe('选择');
  });
});
