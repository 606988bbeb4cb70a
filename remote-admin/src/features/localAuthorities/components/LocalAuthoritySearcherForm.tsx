import { FilterBar, localizedName, queryStatus } from '@waste/shared';
import { Alert, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useDistricts } from '@/common/api/getDistricts';
import { useProvinces } from '@/common/api/getProvinces';
import { useAuthoritiesByCouncilType } from '../api/getAuthoritiesByCouncilType';
import { useCouncilTypes } from '../api/getCouncilTypes';
import type { CompletenessFilters } from '../api/searchAuthorityCompleteness';

/** Spec section 3's local authority searcher: name, and province, district, council type and authority multi-selects. */
export function LocalAuthoritySearcherForm({
  filters,
  onSearch,
}: {
  filters: CompletenessFilters;
  onSearch: (filters: CompletenessFilters) => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const [form] = Form.useForm<CompletenessFilters>();
  const provinceIds = Form.useWatch('provinceIds', form) ?? [];
  const districtIds = Form.useWatch('districtIds', form) ?? [];
  const councilTypeIds = Form.useWatch('councilTypeIds', form) ?? [];
  const provinces = useProvinces();
  const districts = useDistricts(provinceIds);
  const councilTypes = useCouncilTypes();
  const authorities = useAuthoritiesByCouncilType(councilTypeIds, districtIds);

  // The spec's messages: its own for the council types and the by-council-type list, one for any other list.
  const failure =
    queryStatus(councilTypes, t('localAuthorities.councilTypesFailed')).error ??
    queryStatus(authorities, t('localAuthorities.byCouncilTypeFailed')).error ??
    (provinces.isError || districts.isError ? t('localAuthorities.multiSelectFailed') : null);

  const multi = {
    mode: 'multiple' as const,
    allowClear: true,
    maxTagCount: 'responsive' as const,
    style: { minWidth: 200 },
    placeholder: t('loggers.filter.any'),
  };
  const submit = (values: CompletenessFilters) =>
    onSearch({
      name: values.name?.trim() || undefined,
      provinceIds: values.provinceIds?.length ? values.provinceIds : undefined,
      districtIds: values.districtIds?.length ? values.districtIds : undefined,
      councilTypeIds: values.councilTypeIds?.length ? values.councilTypeIds : undefined,
      authorityIds: values.authorityIds?.length ? values.authorityIds : undefined,
    });

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {failure ? <Alert type="error" showIcon title={failure} /> : null}
      <FilterBar<CompletenessFilters>
        form={form}
        values={{
          name: filters.name,
          provinceIds: filters.provinceIds,
          districtIds: filters.districtIds,
          councilTypeIds: filters.councilTypeIds,
          authorityIds: filters.authorityIds,
        }}
        onSearch={submit}
        onReset={() => onSearch({})}
        testId="la-searcher"
        searchTestId="la-search"
      >
        <Form.Item name="name" label={t('localAuthorities.field.name')}>
          <Input allowClear data-testid="la-name" />
        </Form.Item>
        <Form.Item name="provinceIds" label={t('localAuthorities.field.province')}>
          <Select
            {...multi}
            loading={provinces.isFetching}
            options={(provinces.data ?? []).map((p) => ({ value: p.id, label: localizedName(p, i18n.language) }))}
          />
        </Form.Item>
        <Form.Item name="districtIds" label={t('localAuthorities.field.district')}>
          <Select
            {...multi}
            loading={districts.isFetching}
            options={(districts.data ?? []).map((d) => ({ value: d.id, label: localizedName(d, i18n.language) }))}
          />
        </Form.Item>
        <Form.Item name="councilTypeIds" label={t('localAuthorities.field.councilType')}>
          <Select
            {...multi}
            loading={councilTypes.isFetching}
            options={(councilTypes.data ?? []).map((c) => ({
              value: c.id,
              label: t(`localAuthorities.councilType.${c.id}`, { defaultValue: c.name }),
            }))}
          />
        </Form.Item>
        <Form.Item name="authorityIds" label={t('localAuthorities.field.authorities')}>
          <Select
            {...multi}
            showSearch={{ optionFilterProp: 'label' }}
            loading={authorities.isFetching}
            notFoundContent={t('localAuthorities.empty')}
            options={(authorities.data ?? []).map((a) => ({ value: a.id, label: localizedName(a, i18n.language) }))}
          />
        </Form.Item>
      </FilterBar>
    </Space>
  );
}
