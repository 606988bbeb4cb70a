import { colomboYear, localizedName, QueryError, queryStatus } from '@waste/shared';
import { Card, Col, Flex, Radio, Row, theme, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { MfaYearSelect } from '@/common/components/MfaYearSelect';
import { useDistrictMap, type DistrictFigures } from '../api/getDistrictMap';
import { mapView } from '../rules/mapRows';
import { classColours, MEASURES, type Measure } from '../rules/measures';
import { DistrictMap } from './DistrictMap';
import { DistrictMapTable } from './DistrictMapTable';
import { MapLegend } from './MapLegend';
import { useMeasureFormat } from './useMeasureFormat';

/**
 * The national map (issue 36): Sri Lanka's districts coloured by data completeness, collection coverage or
 * leakage per person for a year, with the same figures in the table beside it. For a super admin it replaces
 * the completeness table; the link opens the authorities to chase.
 */
export function DistrictMapCard({ showAuthoritiesLink = false }: { showAuthoritiesLink?: boolean }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { token } = theme.useToken();
  const write = useMeasureFormat();
  const [year, setYear] = useState(colomboYear);
  const [measure, setMeasure] = useState<Measure>('completeness');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const measureLabelId = useId();
  const query = useDistrictMap(year);
  const loadFailed = t('dashboard.loadFailed');
  const status = queryStatus(query, loadFailed);

  const view = useMemo(
    () =>
      mapView(query.data?.districts ?? ([] as DistrictFigures[]), measure, (district) => ({
        district: localizedName(
          { name: district.districtName, nameSi: district.districtNameSi, nameTa: district.districtNameTa },
          i18n.language,
        ),
        province: localizedName(
          { name: district.provinceName, nameSi: district.provinceNameSi, nameTa: district.provinceNameTa },
          i18n.language,
        ),
      })),
    [query.data, measure, i18n.language],
  );
  const colours = classColours(measure, token as unknown as Record<string, unknown>);
  const selected = view.rows.find((row) => row.id === selectedId);

  return (
    <Card title={t('nationalMap.title', { year })} data-testid="district-map">
      {status.error ? (
        <QueryError query={query} loadFailed={loadFailed} />
      ) : (
        <Flex vertical gap="middle">
          {/* In the body, not the card's head: on a phone the head's extras squeeze its title out. */}
          <Flex gap="middle" align="center" wrap>
            <MfaYearSelect value={year} onChange={setYear} testId="district-map-year" />
            {showAuthoritiesLink ? <Link to="/local-authorities">{t('menu.localAuthorities')}</Link> : null}
          </Flex>
          <Flex vertical gap={4}>
            <Typography.Text type="secondary" id={measureLabelId}>
              {t('nationalMap.measureLabel')}
            </Typography.Text>
            <div role="radiogroup" aria-labelledby={measureLabelId}>
              <Radio.Group
                optionType="button"
                value={measure}
                onChange={(event) => setMeasure(event.target.value as Measure)}
                options={MEASURES.map((each) => ({ value: each, label: t(`nationalMap.measure.${each}`) }))}
                data-testid="district-map-measure"
              />
            </div>
          </Flex>
          <Row gutter={[24, 16]}>
            <Col xs={24} lg={10}>
              <Flex vertical gap="small">
                <DistrictMap
                  rows={view.rows}
                  measure={measure}
                  colours={colours}
                  label={(row) => write(measure, row.values[measure])}
                  selectedId={selectedId}
                  onSelect={setSelectedId}
                />
                <Typography.Text aria-live="polite" data-testid="district-map-selected">
                  {selected
                    ? t('nationalMap.districtFigure', { district: selected.name, value: write(measure, selected.values[measure]) })
                    : null}
                </Typography.Text>
                <MapLegend measure={measure} breaks={view.breaks} colours={colours} />
                <Typography.Text type="secondary">{t(`nationalMap.explain.${measure}`)}</Typography.Text>
              </Flex>
            </Col>
            <Col xs={24} lg={14}>
              <DistrictMapTable
                rows={view.rows}
                measure={measure}
                colours={colours}
                selectedId={selectedId}
                onSelect={setSelectedId}
                loading={status.loading}
              />
            </Col>
          </Row>
        </Flex>
      )}
    </Card>
  );
}
