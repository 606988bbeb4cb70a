import { localizedName, numberRangeBreach, QuantityFormItem, requestConstraints } from '@waste/shared';
import { AutoComplete, Descriptions, Form, Input, Radio, Select, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { PeriodFields } from '@/common/components/PeriodFields';
import type { WasteFormOptions } from '../api/types';
import { unitsFor } from '../rules/quantityUnits';
import { firstRuleBreach } from '../rules/wasteDataRules';
import { toWasteDataInput, type WasteDataFormValues } from './wasteDataFormValues';

const QUANTITIES = ['collectedQuantity', 'recoveredQuantity', 'rejectedQuantity', 'discardedQuantity'] as const;
/** The server's bounds of each field (generated from its schema). */
const LIMITS = requestConstraints['POST /local-authority/insert/la-waste-data'];

export interface WasteDataFormFieldsProps {
  form: FormInstance<WasteDataFormValues>;
  options: WasteFormOptions;
}

/** The entry form's fields with the rules the server applies too (spec section 5 and the rules). */
export function WasteDataFormFields({ form, options }: WasteDataFormFieldsProps) {
  const { t, i18n } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const unit = Form.useWatch('quantityUnit', form);
  const frequencyType = Form.useWatch('frequencyType', form);
  const required: Rule = { required: true, message: t('common:validation.required') };
  // Judged only once the dates and every quantity are acceptable: a refused period is no period to add up over.
  const partsRule: Rule = {
    validator: () => {
      const values = form.getFieldsValue(true) as WasteDataFormValues;
      const acceptable = [...QUANTITIES, 'recycledQuantityKg' as const].every(
        (name) => values[name] != null && numberRangeBreach(values[name], LIMITS[name]) === null,
      );
      const breach = acceptable
        ? firstRuleBreach(toWasteDataInput(values), { today: options.today, maxPeriodDays: options.maxPeriodDays })
        : null;
      return breach === 'partsExceedCollected' ? Promise.reject(new Error(t('validation.partsExceedCollected'))) : Promise.resolve();
    },
  };
  const unitLabel = unit ? t(`wasteData.unit.${unit}`) : undefined;
  const unitHint = unit === 'MT_TOTAL' ? 'wasteData.unitHint.total' : 'wasteData.unitHint.rate';
  const authority = options.localAuthority;

  return (
    <>
      <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} style={{ marginBottom: 24 }} data-testid="authority-details">
        <Descriptions.Item label={t('wasteData.field.province')}>{localizedName(authority.province, i18n.language)}</Descriptions.Item>
        <Descriptions.Item label={t('wasteData.field.district')}>{localizedName(authority.district, i18n.language)}</Descriptions.Item>
        <Descriptions.Item label={t('wasteData.field.councilType')}>{t(`councilType.${authority.councilType.code}`)}</Descriptions.Item>
      </Descriptions>
      <PeriodFields form={form} frequencyTypes={options.frequencyTypes} today={options.today} maxPeriodDays={options.maxPeriodDays} />
      <Form.Item label={t('wasteData.field.wasteId')} extra={t('wasteData.wasteIdHint')}>
        <Input disabled placeholder={t('wasteData.wasteIdPending')} />
      </Form.Item>
      <Form.Item name="plasticType" label={t('wasteData.field.plasticType')} rules={[required]}>
        <Radio.Group options={options.plasticTypes.map((value) => ({ value, label: t(`wasteData.plastic.${value}`) }))} />
      </Form.Item>
      <Form.Item
        name="quantityUnit"
        label={t('wasteData.field.quantityUnit')}
        rules={[required]}
        extra={frequencyType === 'RANGE' ? <span data-testid="unit-hint">{t(unitHint)}</span> : undefined}
      >
        <Select
          data-testid="quantity-unit"
          options={unitsFor(frequencyType, options.quantityUnits, unit).map((value) => ({ value, label: t(`wasteData.unit.${value}`) }))}
        />
      </Form.Item>
      {QUANTITIES.map((name) => (
        <QuantityFormItem
          key={name}
          name={name}
          label={unit === 'MT_TOTAL' ? t(`wasteData.field.${name}Total`) : t(`wasteData.field.${name}`)}
          required
          limits={LIMITS[name]}
          suffix={unitLabel}
          dependencies={
            name === 'collectedQuantity'
              ? [
                  'recoveredQuantity',
                  'rejectedQuantity',
                  'discardedQuantity',
                  'recycledQuantityKg',
                  'quantityUnit',
                  'entryDate',
                  'startDate',
                  'endDate',
                ]
              : undefined
          }
          rules={name === 'collectedQuantity' ? [partsRule] : []}
        />
      ))}
      <QuantityFormItem
        name="recycledQuantityKg"
        label={t('wasteData.field.recycledQuantityKg')}
        required
        limits={LIMITS.recycledQuantityKg}
        suffix={t('wasteData.unit.KG')}
      />
      <QuantityFormItem
        name="mswCollectedKg"
        label={t('wasteData.field.mswCollectedKg')}
        extra={t('wasteData.hint.mswCollectedKg')}
        limits={LIMITS.mswCollectedKg}
        suffix={t('wasteData.unit.KG')}
      />
      <Form.Item name="productType" label={t('wasteData.field.productType')}>
        <AutoComplete maxLength={LIMITS.productType.maxLength} options={options.productTypeSuggestions.map((value) => ({ value }))} />
      </Form.Item>
      <Form.Item name="destination" label={t('wasteData.field.destination')}>
        <AutoComplete maxLength={LIMITS.destination.maxLength} options={options.destinationSuggestions.map((value) => ({ value }))} />
      </Form.Item>
      <QuantityFormItem name="budget" label={t('wasteData.field.budget')} limits={LIMITS.budget} suffix={t('wasteData.unit.LKR')} />
      <Form.Item name="description" label={t('wasteData.field.description')}>
        <Input.TextArea rows={3} maxLength={LIMITS.description.maxLength} showCount />
      </Form.Item>
    </>
  );
}
