import { localizedName, rankMatches } from '@waste/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useLocalAuthorityList, type LocalAuthorityRow } from '../api/searchLocalAuthorities';
import { SearchingSelect, type PickerFieldProps } from './SearchingSelect';

const tiers = (row: LocalAuthorityRow) => [
  [row.name, row.nameSi, row.nameTa],
  [row.district, row.provinceName],
];

/**
 * One of the 341 authorities, each named in the user's language with its district (several share a name). The
 * typed text is looked for in all three languages' names, then the district and province; exact and prefix
 * matches first ("galle": Galle MC before Kegalle).
 */
export function LocalAuthorityPicker(props: PickerFieldProps) {
  const { i18n } = useTranslation(ADMIN_NAMESPACE);
  const language = i18n.language;
  const list = useLocalAuthorityList();
  const [text, setText] = useState('');
  const options = useMemo(
    () =>
      rankMatches(list.data ?? [], text, tiers).map((row) => ({
        value: row.id,
        label: `${localizedName(row, language)} (${row.district})`,
      })),
    [list.data, text, language],
  );
  return <SearchingSelect {...props} options={options} loading={list.isFetching} onSearch={setText} />;
}
