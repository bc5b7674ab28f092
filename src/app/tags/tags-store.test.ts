import { beforeEach, describe, expect, it } from 'vitest';
import { resetSession } from '@/app/session/session-store';
import { addTag, closeAllTags, closeOtherTags, closeTag, HOME_TAG, tagsStore, type TagView } from './tags-store';

const tag = (path: string): TagView => ({ path, fullPath: path, title: path, titleIsKey: false, icon: null, affix: false, keepAlive: true });
const paths = () => tagsStore.get().tags.map((t) => t.path);

beforeEach(() => resetSession());

describe('tags bar state', () => {
  it('starts with the affixed home tag and adds each page once', () => {
    addTag(tag('/a'));
    addTag(tag('/a'));
    addTag(tag('/b'));
    expect(paths()).toEqual(['/home', '/a', '/b']);
  });

  it('the affixed home tag cannot close; closing the active tag hands over to its neighbour', () => {
    addTag(tag('/a'));
    addTag(tag('/b'));
    expect(closeTag(HOME_TAG.path)).toBeUndefined();
    expect(closeTag('/a')?.path).toBe('/b');
    expect(paths()).toEqual(['/home', '/b']);
  });

  it('close others keeps the affixed tag and the chosen one; close all keeps only affixed', () => {
    ['/a', '/b', '/c'].forEach((p) => addTag(tag(p)));
    closeOtherTags('/b');
    expect(paths()).toEqual(['/home', '/b']);
    closeAllTags();
    expect(paths()).toEqual(['/home']);
  });

  it('survives a reload of the tab and is dropped on sign-out', () => {
    addTag(tag('/a'));
    expect(JSON.parse(sessionStorage.getItem('jnpf_tagsView') ?? '[]')).toHaveLength(2);
    resetSession();
    expect(paths()).toEqual(['/home']);
    expect(sessionStorage.getItem('jnpf_tagsView')).toBeNull();
  });
});
