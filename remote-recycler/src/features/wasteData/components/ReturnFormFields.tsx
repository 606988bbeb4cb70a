import { QuantityFormItem, requestConstraints, StepPart } from '@waste/shared';
import { Alert, Card, DatePicker, Flex, Form, Radio, Tag, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { MasterDataName } from '@/common/components/MasterDataName';
import { PLASTIC_TYPES } from '@/common/rules/plasticTypes';
import type { MasterData, MasterDataEntry } from '../api/types';
import type { ReturnFormValues } from './returnFormValues';
import { SectionTotal } from './SectionTotal';

/** The server's bounds of a quantity (generated from its schema); every line has the same. */
const KG_LIMITS = requestConstraints['POST /recycler/save-recycler-waste-data'].openingStockKg;

export interface ReturnFormFieldsProps {
  form: FormInstance<ReturnFormValues>;
  masterData: MasterData;
  /** 0: month and plastic type; 1: the quantities; null: neither (a step of the page's own). */
  part: 0 | 1 | null;
  /** Where the opening stock came from (the previous return's closing stock), under its field. */
  openingStockNote?: ReactNode;
}

/** An entry's name; tagged provisional only where its list mixes provisional and published entries (the legend says what it means). */
function EntryLabel({ entry, tagged }: { entry: MasterDataEntry; tagged: boolean }) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  return (
    <Flex gap="small" align="center">
      <span>
        <MasterDataName entry={entry} />
      </span>
      {tagged && entry.provisional ? (
        <Tag title={t('masterData.provisionalHint')} aria-describedby="provisional-legend" data-testid="provisional-tag">
          {t('masterData.provisional')}
        </Tag>
      ) : null}
    </Flex>
  );
}

/** Said once above the lists: what a provisional entry is and where the defaults come from. */
function ProvisionalLegend({ all }: { all: boolean }) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  return (
    <Alert
      type="info"
      showIcon
      id="provisional-legend"
      data-testid="provisional-legend"
      title={t(all ? 'masterData.provisionalLegend.all' : 'masterData.provisionalLegend.some')}
      description={t('masterData.provisionalLegend.why')}
    />
  );
}

/** One part of the wizard; both stay mounted so that nothing typed is lost between steps. */
export function ReturnFormFields({ form, masterData, part, openingStockNote }: ReturnFormFieldsProps) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const plasticType = Form.useWatch('plasticType', form) ?? 'HARD';
  const thisMonth = dayjs().endOf('month');
  const required: Rule = { required: true, message: t('common:validation.required') };
  const notInFuture: Rule = {
    validator: (_, value: Dayjs | null) =>
      value && value.isAfter(thisMonth) ? Promise.reject(new Error(t('validation.monthInFuture'))) : Promise.resolve(),
  };
  const kgSuffix = t('unit.kg');
  const products = plasticType === 'SOFT' ? masterData.softPlasticProductTypes : masterData.hardPlasticProductTypes;
  const offered = [...masterData.plasticSources, ...products, ...masterData.plasticRejectedDestinations];
  const provisional = offered.filter((entry) => entry.provisional).length;
  // Every entry provisional: the legend says so once, a tag on each field would tell nothing more.
  const tagged = provisional > 0 && provisional < offered.length;
  const section = (title: string, group: 'intake' | 'output' | 'rejected', entries: MasterDataEntry[], testId: string) => (
    <Card size="small" title={title} data-testid={testId}>
      {entries.map((entry) => (
        <QuantityFormItem
          key={entry.id}
          name={[group, entry.id]}
          label={<EntryLabel entry={entry} tagged={tagged} />}
          limits={KG_LIMITS}
          suffix={kgSuffix}
        />
      ))}
      <SectionTotal form={form} group={group} ids={entries.map((entry) => entry.id)} />
    </Card>
  );

  return (
    <>
      <StepPart shown={part === 0} testId="return-step-month">
        <Form.Item name="month" label={t('wasteData.field.month')} validateFirst rules={[required, notInFuture]}>
          <DatePicker picker="month" disabledDate={(day) => day.isAfter(thisMonth)} style={{ width: 200 }} data-testid="return-month" />
        </Form.Item>
        <Form.Item name="plasticType" label={t('wasteData.field.plasticType')} rules={[required]}>
          <Radio.Group options={PLASTIC_TYPES.map((value) => ({ value, label: t(`plastic.${value}`) }))} />
        </Form.Item>
      </StepPart>
      <StepPart shown={part === 1} testId="return-step-quantities">
        <Flex vertical gap="middle">
          {provisional > 0 ? <ProvisionalLegend all={!tagged} /> : null}
          <Card size="small" title={t('wasteData.section.stock')}>
            <QuantityFormItem
              name="openingStockKg"
              label={t('wasteData.field.openingStock')}
              required
              limits={KG_LIMITS}
              suffix={kgSuffix}
              extra={openingStockNote}
            />
            <QuantityFormItem
              name="closingStockKg"
              label={t('wasteData.field.closingStock')}
              required
              limits={KG_LIMITS}
              suffix={kgSuffix}
            />
          </Card>
          {section(t('wasteData.section.intake'), 'intake', masterData.plasticSources, 'intake-section')}
          {section(t('wasteData.section.output', { plastic: t(`plastic.${plasticType}`) }), 'output', products, 'output-section')}
          {section(t('wasteData.section.rejected'), 'rejected', masterData.plasticRejectedDestinations, 'rejected-section')}
        </Flex>
      </StepPart>
    </>
  );
}
