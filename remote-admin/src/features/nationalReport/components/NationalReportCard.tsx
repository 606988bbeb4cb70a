import { colomboYear, ListTable, localizedName, saveFile, useFormatters, useToast, WRAPPING_BUTTON } from '@waste/shared';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useProvinces } from '@/common/api/getProvinces';
import { MfaYearSelect } from '@/common/components/MfaYearSelect';
import { downloadNationalReport, type ReportFormat, type ReportLanguage } from '../api/downloadNationalReport';
import { useNationalSummaryProvinces } from '../api/getNationalSummary';
import { useNationalSdg, useProvincesSdg } from '../api/getSdg';
import { PublishedFigures } from './PublishedFigures';

interface Row {
  key: string;
  name: string;
  generated: number;
  collected: number;
  controlled: number;
  collectionRate: number | null;
  controlledRate: number | null;
  kind: 'reported' | 'derived' | 'estimated';
}

const languageOf = (language: string): ReportLanguage => {
  const base = language.split('-')[0];
  return base === 'si' || base === 'ta' ? base : 'en';
};

/**
 * SDG 11.6.1 for the nation and its provinces, the nation's figures beside the published ones, and the national
 * report for the year as PDF or XLSX in the page's language (issue 36).
 */
export function NationalReportCard() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const format = useFormatters();
  const toast = useToast();
  const [year, setYear] = useState(colomboYear);
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const nation = useNationalSdg(year);
  const provinces = useNationalSummaryProvinces(year).data ?? [];
  // The summary names its provinces in English; the reference list has them in Sinhala and Tamil too.
  const named = useProvinces().data ?? [];
  const provinceName = (province: { id: string; name: string }) =>
    localizedName(named.find((candidate) => candidate.id === province.id) ?? province, i18n.language);
  const byProvince = useProvincesSdg(
    year,
    provinces.map((province) => province.id),
  );
  const download = async (kind: ReportFormat) => {
    const lang = languageOf(i18n.language);
    setBusy(kind);
    try {
      saveFile(`national-report-${year}-${lang}.${kind}`, await downloadNationalReport(year, kind, lang));
    } catch {
      toast.error(t('nationalReport.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };
  const percent = (value: number | null) => (value === null ? '-' : `${format.number(Math.round(value * 1000) / 10)} %`);
  const tonnes = (value: number) => format.tonnes(value);
  const rows: Row[] = [
    ...byProvince.flatMap((query, index) =>
      query.data ? [{ ...query.data, key: provinces[index].id, name: provinceName(provinces[index]) }] : [],
    ),
    ...(nation.data ? [{ ...nation.data, key: 'nation', name: t('mfa.nation') }] : []),
  ].map((area) => ({
    key: area.key,
    name: area.name,
    generated: area.generated.tonnes,
    collected: area.collected.tonnes,
    controlled: area.controlled.tonnes,
    collectionRate: area.collectionRate.value,
    controlledRate: area.controlledRate.value,
    kind: area.collected.kind,
  }));
  return (
    <Card
      title={t('nationalReport.title', { year })}
      extra={<MfaYearSelect value={year} onChange={setYear} testId="national-report-year" />}
      data-testid="national-report"
    >
      <Flex vertical gap="middle">
        <Flex gap="small" wrap>
          <Button
            type="primary"
            style={WRAPPING_BUTTON}
            loading={busy === 'pdf'}
            onClick={() => void download('pdf')}
            data-testid="national-report-pdf"
          >
            {t('nationalReport.downloadPdf')}
          </Button>
          <Button
            style={WRAPPING_BUTTON}
            loading={busy === 'xlsx'}
            onClick={() => void download('xlsx')}
            data-testid="national-report-xlsx"
          >
            {t('nationalReport.downloadXlsx')}
          </Button>
        </Flex>
        <Typography.Text type="secondary">{t('nationalReport.method')}</Typography.Text>
        {nation.isError ? <Alert type="error" showIcon message={t('nationalReport.loadFailed')} /> : null}
        <ListTable<Row>
          size="small"
          rowKey="key"
          pagination={false}
          loading={nation.isPending}
          dataSource={rows}
          data-testid="national-sdg"
          columns={[
            { title: t('nationalReport.area'), dataIndex: 'name' },
            { title: t('nationalReport.generated'), dataIndex: 'generated', align: 'right', render: tonnes },
            { title: t('nationalReport.collected'), dataIndex: 'collected', align: 'right', render: tonnes },
            { title: t('nationalReport.controlled'), dataIndex: 'controlled', align: 'right', render: tonnes },
            { title: t('nationalReport.collectionRate'), dataIndex: 'collectionRate', align: 'right', render: percent },
            { title: t('nationalReport.controlledRate'), dataIndex: 'controlledRate', align: 'right', render: percent },
            { title: t('nationalReport.basis'), dataIndex: 'kind', render: (kind: Row['kind']) => t(`nationalReport.kind.${kind}`) },
          ]}
        />
        {nation.data?.published ? <PublishedFigures checks={nation.data.published} /> : null}
      </Flex>
    </Card>
  );
}
