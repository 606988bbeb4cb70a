import { localizedName, useFormatters, useNarrowerThan } from '@waste/shared';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { Recycler } from '../api/getRecycler';
import { RecyclerStatusBadge } from './RecyclerStatusBadge';

/** A recycler's registry entry as the registry holds it. */
export function RecyclerDetails({ recycler }: { recycler: Recycler }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  // At phone width labels sit above their values (side by side, Tamil values broke letter by letter).
  const narrow = useNarrowerThan('sm');
  return (
    <Descriptions
      column={{ xs: 1, sm: 2, lg: 3 }}
      size="small"
      layout={narrow ? 'vertical' : 'horizontal'}
      data-testid="recycler-view-details"
    >
      <Descriptions.Item label={t('recyclers.field.name')}>{recycler.name}</Descriptions.Item>
      <Descriptions.Item label={t('recyclers.field.primaryAddress')}>{recycler.primaryAddress}</Descriptions.Item>
      <Descriptions.Item label={t('recyclers.field.district')}>
        {recycler.district ? localizedName(recycler.district, i18n.language) : t('recyclers.none')}
      </Descriptions.Item>
      <Descriptions.Item label={t('recyclers.field.province')}>
        {recycler.province ? localizedName(recycler.province, i18n.language) : t('recyclers.none')}
      </Descriptions.Item>
      <Descriptions.Item label={t('recyclers.field.hotline')}>{recycler.hotline}</Descriptions.Item>
      <Descriptions.Item label={t('recyclers.field.registrationNumber')}>
        {recycler.registrationNumber || t('recyclers.none')}
      </Descriptions.Item>
      <Descriptions.Item label={t('recyclers.field.plasticTypes')}>
        {recycler.plasticTypes.map((type) => t(`recyclers.plastic.${type}`)).join(', ')}
      </Descriptions.Item>
      <Descriptions.Item label={t('recyclers.field.capacity')}>
        {recycler.capacityTonnesPerMonth === null
          ? t('recyclers.none')
          : `${format.tonnes(recycler.capacityTonnesPerMonth)} ${t('recyclers.unit.tonnesPerMonth')}`}
      </Descriptions.Item>
      <Descriptions.Item label={t('recyclers.field.status')}>
        <RecyclerStatusBadge status={recycler.status} />
      </Descriptions.Item>
    </Descriptions>
  );
}
