import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import zhtw from '../../../locales/zhtw.json';
import { IP_PLACE_NAMES } from '@/features/auth/contract';
import { ipPlaceName } from './ip-place';

async function translator(lng: 'en' | 'zhtw') {
  const instance = i18next.createInstance();
  await instance.init({ lng, resources: { en: { translation: en }, zhtw: { translation: zhtw } } });
  return instance.t;
}

describe('the place of the last sign-in address in the interface language', () => {
  it('translates the server words 本机, 局域网 and 外网', async () => {
    const t = await translator('en');
    expect(ipPlaceName(IP_PLACE_NAMES.local, t)).toBe('This computer');
    expect(ipPlaceName('局域网', t)).toBe('Local network');
    expect(ipPlaceName('外网', t)).toBe('Internet');
    expect(ipPlaceName('本机', await translator('zhtw'))).toBe('本機');
  });

  it('keeps any other place name as the server gave it', async () => {
    expect(ipPlaceName('上海市', await translator('en'))).toBe('上海市');
    expect(ipPlaceName('', await translator('en'))).toBe('');
  });
});
