import { apiCall, localizedName } from '@waste/shared';
import type { PickerSearch, RemoteOption } from '../components/RemoteSearchSelect';

/** The authorities matching a picker's typed text, named in the user's language with their district (several share a name). */
export async function findLocalAuthorities(search: PickerSearch, language: string): Promise<RemoteOption[]> {
  const { rows } = await apiCall('post', '/local-authority/search-la', { body: search });
  return rows.map((row) => ({ value: row.id, label: `${localizedName(row, language)} (${row.district})` }));
}
