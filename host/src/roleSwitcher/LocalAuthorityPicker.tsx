import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, localAuthorityInfoQuery, localizedName, type LocalAuthorityInfo } from '@waste/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { localAuthorityPickerQuery, type LocalAuthorityRow } from './api/searchLocalAuthorities';
import { PickerModal } from './PickerModal';
import { filterLocalAuthorities } from './roleSwitcherPolicy';
import { usePickerList } from './usePickerList';

interface Props {
  open: boolean;
  onClose: () => void;
  onPicked: (info: LocalAuthorityInfo) => void;
}

export function LocalAuthorityPicker({ open, onClose, onPicked }: Props) {
  const { t, i18n } = useTranslation(HOST_NAMESPACE);
  // Spec section 8 names only the fixed message for this list.
  const list = usePickerList(localAuthorityPickerQuery, open, () => t('roleSwitcher.localAuthoritiesFailed'));
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);

  async function pick(row: LocalAuthorityRow) {
    setPicking(true);
    setPickError(null);
    try {
      onPicked(await queryClient.fetchQuery(localAuthorityInfoQuery(String(row.id))));
    } catch (failure) {
      setPickError(errorMessage(failure, t('roleSwitcher.localAuthorityInfoFailed')));
    } finally {
      setPicking(false);
    }
  }

  return (
    <PickerModal
      open={open}
      texts={{
        title: t('roleSwitcher.pickLocalAuthority'),
        searchPlaceholder: t('roleSwitcher.searchLocalAuthorities'),
        noneAvailable: t('roleSwitcher.noLocalAuthoritiesAvailable'),
        noMatch: t('roleSwitcher.noLocalAuthoritiesFound'),
      }}
      {...list}
      onRefresh={list.refresh}
      pickError={pickError}
      picking={picking}
      filter={filterLocalAuthorities}
      describe={(row) => ({ key: String(row.id), name: localizedName(row, i18n.language), detail: `${row.district}, ${row.provinceName}` })}
      onPick={pick}
      onClose={onClose}
    />
  );
}
