import { onSessionReset } from '@/app/session/session-store';
import { createStore } from '@/lib/store';

export interface TagView {
  /** Pathname; one tag per page. */
  path: string;
  /** Pathname plus query, what the tag navigates back to. */
  fullPath: string;
  /** A locale key (fixed routes) or the menu's own title. */
  title: string;
  titleIsKey: boolean;
  /** Menu pages: the enCode, so the title follows the language. */
  enCode?: string;
  icon: string | null;
  affix: boolean;
  /** Kept alive when the setting allows (meta.keepAlive). */
  keepAlive: boolean;
}

export const HOME_TAG: TagView = { path: '/home', fullPath: '/home', title: 'route.home', titleIsKey: true, icon: 'home', affix: true, keepAlive: false };

interface TagsState {
  tags: TagView[];
  /** Bumped to remount a page on 'refresh'. */
  refreshKeys: Record<string, number>;
}

const SAVED_KEY = 'jnpf_tagsView';

/** Open tags last for the browser tab (a reload keeps them; a new tab starts with home). */
function restoreTags(): TagView[] {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SAVED_KEY) ?? 'null') as TagView[] | null;
    return Array.isArray(saved) && saved.some((t) => t.path === HOME_TAG.path) ? saved : [HOME_TAG];
  } catch {
    return [HOME_TAG];
  }
}

export const tagsStore = createStore<TagsState>({ tags: restoreTags(), refreshKeys: {} });
tagsStore.subscribe(() => {
  try {
    sessionStorage.setItem(SAVED_KEY, JSON.stringify(tagsStore.get().tags));
  } catch {
    // Storage unavailable: tags last for this page only.
  }
});
onSessionReset(() => {
  tagsStore.set({ tags: [HOME_TAG], refreshKeys: {} });
  sessionStorage.removeItem(SAVED_KEY);
});

export function addTag(tag: TagView): void {
  tagsStore.set(({ tags }) => {
    const index = tags.findIndex((t) => t.path === tag.path);
    if (index === -1) return { tags: [...tags, tag] };
    const next = [...tags];
    next[index] = { ...tag, affix: tags[index]!.affix || tag.affix };
    return { tags: next };
  });
}

/** Returns the tag to show next when the closed one was active. */
export function closeTag(path: string): TagView | undefined {
  const { tags } = tagsStore.get();
  const index = tags.findIndex((t) => t.path === path);
  if (index === -1 || tags[index]!.affix) return undefined;
  const next = tags.filter((t) => t.path !== path);
  tagsStore.set({ tags: next });
  return next[index] ?? next[index - 1] ?? next[0];
}

export function closeOtherTags(path: string): void {
  tagsStore.set(({ tags }) => ({ tags: tags.filter((t) => t.affix || t.path === path) }));
}

export function closeAllTags(): void {
  tagsStore.set(({ tags }) => ({ tags: tags.filter((t) => t.affix) }));
}

export function refreshTag(path: string): void {
  tagsStore.set(({ refreshKeys }) => ({ refreshKeys: { ...refreshKeys, [path]: (refreshKeys[path] ?? 0) + 1 } }));
}
