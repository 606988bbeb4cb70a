import type { PageRequest } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SearchingSelect, type PickerFieldProps } from './SearchingSelect';

/** What a picker asks the server for: the first page of matches for the typed text (of all, when nothing is typed). */
export type PickerSearch = PageRequest & { name?: string };

const PICKER_PAGE = { pageStart: 0, pageSize: 20, pageSort: 'ASC' } as const;

export interface RemoteOption {
  value: string;
  label: string;
}

export interface RemoteSearchSelectProps extends PickerFieldProps {
  /** Names the cache entry; the typed text is added to it. */
  queryName: string;
  /** The matches of a search, as options. */
  find: (search: PickerSearch) => Promise<RemoteOption[]>;
}

/** A picker over a server-side list too long to send whole (accounts, 341 authorities): it searches as one types. */
export function RemoteSearchSelect({ queryName, find, ...field }: RemoteSearchSelectProps) {
  const { value } = field;
  const [text, setText] = useState('');
  const options = useQuery({
    queryKey: ['remote-search-select', queryName, text],
    queryFn: () => find({ ...PICKER_PAGE, name: text || undefined }),
    staleTime: 60_000,
  });
  const list = options.data ?? [];
  // The chosen value keeps its id as label until its match arrives, never an empty box.
  const shown = value !== undefined && !list.some((option) => option.value === value) ? [...list, { value, label: value }] : list;
  return <SearchingSelect {...field} options={shown} loading={options.isFetching} onSearch={setText} />;
}
