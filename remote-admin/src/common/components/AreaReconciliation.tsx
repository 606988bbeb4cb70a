import { localizedName, ReconciliationCard } from '@waste/shared';
import { Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useDistricts } from '@/common/api/getDistricts';
import { MfaSankey } from './MfaSankey';

const NATION = 'NATIONAL';

/** The nation's or a district's flows reported and reconciled for the year (issue 40), the area chosen here; a district's Sankey above its table. */
export function AreaReconciliation({ year }: { year: number }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const [area, setArea] = useState<string>(NATION);
  const districts = useDistricts();
  const options = [
    { value: NATION, label: t('mfa.nation') },
    ...(districts.data ?? []).map((district) => ({ value: district.id, label: localizedName(district, i18n.language) })),
  ];
  return (
    <Flex vertical gap="small" data-testid="area-reconciliation">
      <Flex gap="small" align="center" wrap>
        <Typography.Text>{t('reconciliation.area')}</Typography.Text>
        <Select
          aria-label={t('reconciliation.area')}
          value={area}
          onChange={setArea}
          options={options}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 200 }}
          data-testid="reconciliation-area"
        />
      </Flex>
      {area === NATION ? (
        <ReconciliationCard year={year} level="NATIONAL" />
      ) : (
        <>
          <MfaSankey
            area={{ level: 'DISTRICT', id: area }}
            year={year}
            name={options.find((option) => option.value === area)?.label ?? area}
          />
          <ReconciliationCard year={year} level="DISTRICT" id={area} />
        </>
      )}
    </Flex>
  );
}
