import { atom } from 'jotai';
import type { LocalAuthorityRow } from './api/searchLocalAuthorities';
import type { RecyclerRow } from './api/searchRecyclers';

export interface PickerLists {
  localAuthorities?: LocalAuthorityRow[];
  recyclers?: RecyclerRow[];
}

export type PickerKind = keyof PickerLists;

/** Spec section 4: the picker lists load once per session user; another user starts empty. */
export interface PickerCache {
  userId: string | null;
  lists: PickerLists;
}

export const EMPTY_PICKER_CACHE: PickerCache = { userId: null, lists: {} };

export const pickerCacheAtom = atom<PickerCache>(EMPTY_PICKER_CACHE);

export function listsOf(cache: PickerCache, userId: string | null): PickerLists {
  return cache.userId === userId ? cache.lists : {};
}

export function withList<K extends PickerKind>(cache: PickerCache, userId: string | null, kind: K, rows: NonNullable<PickerLists[K]>): PickerCache {
  return { userId, lists: { ...listsOf(cache, userId), [kind]: rows } };
}
