import { errorMessage } from '@waste/shared';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { recyclerPickerQuery, type RecyclerRow } from './api/searchRecyclers';
import { PickerModal } from './PickerModal';
import { filterRecyclers } from './roleSwitcherPolicy';
import { usePickerList } from './usePickerList';

interface Props {
  open: boolean;
  onClose: () => void;
  onPicked: (recycler: RecyclerRow) => void;
}

export function RecyclerPicker({ open, onClose, onPicked }: Props) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const list = usePickerList(recyclerPickerQuery, open, (failure) => errorMessage(failure, t('roleSwitcher.recyclersFailed')));

  return (
    <PickerModal
      open={open}
      texts={{
        title: t('roleSwitcher.pickRecycler'),
        searchPlaceholder: t('roleSwitcher.searchRecyclers'),
        noneAvailable: t('roleSwitcher.noRecyclersAvailable'),
        noMatch: t('roleSwitcher.noRecyclersFound'),
      }}
      {...list}
      onRefresh={list.refresh}
      pickError={null}
      picking={false}
      filter={filterRecyclers}
      describe={(row) => ({ key: String(row.id), name: row.name, detail: [row.primaryAddress, row.hotline].filter(Boolean).join(' · ') })}
      onPick={onPicked}
      onClose={onClose}
    />
  );
}
