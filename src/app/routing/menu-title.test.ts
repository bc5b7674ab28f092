import { describe, expect, it } from 'vitest';
import { menuTitle } from './menu-title';

const storage = { enCode: 'fixedAsset.storage', meta: { title: '资产台账', titles: { zhtw: '資產台帳', en: 'Asset register' } } };

describe('menu titles per language', () => {
  it('shows the server\'s name for the language, the simplified one in zh', () => {
    expect(menuTitle(storage, 'zh')).toBe('资产台账');
    expect(menuTitle(storage, 'zhtw')).toBe('資產台帳');
    expect(menuTitle(storage, 'en')).toBe('Asset register');
  });

  it('falls back to the simplified name when the server sent none (an older cached menu)', () => {
    expect(menuTitle({ enCode: 'x', meta: { title: '旧菜单', titles: { zhtw: null, en: null } } }, 'en')).toBe('旧菜单');
    expect(menuTitle({ enCode: 'nowhere', meta: { title: '旧菜单' } }, 'zhtw')).toBe('旧菜单');
  });
});
