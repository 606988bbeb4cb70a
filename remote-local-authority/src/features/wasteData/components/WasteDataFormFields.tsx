import { DateInput, localizedName, numberRangeBreach, QuantityFormItem, requestConstraints } from '@waste/shared';
import { AutoComplete, Descriptions, Form, Input, Radio, Select, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import type { WasteFormOptions } from '../api/types';
import { firstRuleBreach, periodRuleBreach } from '@/common/wasteDataRules';
import { toWasteDataInput, type WasteDataFormValues } from '@/common/wasteDataFormValues';

const QUANTITIES = ['collectedQuantity', 'recoveredQuantity', 'rejectedQuantity', 'discardedQuantity'] as const;
/** The server's bounds of each field (generated from its schema). */
const LIMITS = requestConstraints['POST /local-authority/insert/la-waste-data'];
const ISO = 'YYYY-MM-DD';

export interface WasteDataFormFieldsProps {
  form: FormInstance<WasteDataFormValues>;
  options: WasteFormOptions;
}

/** The entry form's fields with the rules the server applies too (spec section 5 and the rules). */
export function WasteDataFormFields({ form, options }: WasteDataFormFieldsProps) {
  const { t, i18n } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const frequencyType = Form.useWatch('frequencyType', form);
  const unit = Form.useWatch('quantityUnit', form);
  const startDate = Form.useWatch('startDate', form);
  const today = dayjs(options.today);
  const required: Rule = { required: true, message: t('common:validation.required') };
  const notInFuture = (messageKey: string): Rule => ({
    validator: (_, value: Dayjs | null) =>
      value && value.isAfter(today, 'day') ? Promise.reject(new Error(t(messageKey))) : Promise.resolve(),
  });
  const rangeRule: Rule = {
    validator: (_, end: Dayjs | null) => {
      const start: Dayjs | null = form.getFieldValue('startDate');
      if (!start || !end) return Promise.resolve();
      const breach = periodRuleBreach(start.format(ISO), end.format(ISO), options.maxPeriodDays);
      if (breach === 'endBeforeStart') return Promise.reject(new Error(t('validation.endBeforeStart')));
      if (breach === 'periodTooLong') return Promise.reject(new Error(t('validation.periodTooLong', { count: options.maxPeriodDays })));
      return Promise.resolve();
    },
  };
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
  const authority = options.localAuthority;

  return (
    <>
      <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} style={{ marginBottom: 24 }} data-testid="authority-details">
        <Descriptions.Item label={t('wasteData.field.province')}>{localizedName(authority.province, i18n.language)}</Descriptions.Item>
        <Descriptions.Item label={t('wasteData.field.district')}>{localizedName(authority.district, i18n.language)}</Descriptions.Item>
        <Descriptions.Item label={t('wasteData.field.councilType')}>{t(`councilType.${authority.councilType.code}`)}</Descriptions.Item>
      </Descriptions>
      <Form.Item name="frequencyType" label={t('wasteData.field.frequencyType')} rules={[required]}>
        <Radio.Group options={options.frequencyTypes.map((value) => ({ value, label: t(`wasteData.frequency.${value}`) }))} />
      </Form.Item>
      {frequencyType === 'RANGE' ? (
        <>
          <Form.Item
            name="startDate"
            label={t('wasteData.field.startDate')}
            validateFirst
            rules={[required, notInFuture('validation.startInFuture')]}
          >
            <DateInput notAfter={today} />
          </Form.Item>
          <Form.Item
            name="endDate"
            label={t('wasteData.field.endDate')}
            dependencies={['startDate']}
            validateFirst
            rules={[required, notInFuture('validation.endInFuture'), rangeRule]}
          >
            <DateInput notBefore={startDate} notAfter={today} />
          </Form.Item>
        </>
      ) : (
        <Form.Item
          name="entryDate"
          label={t('wasteData.field.entryDate')}
          validateFirst
          rules={[required, notInFuture('validation.entryInFuture')]}
        >
          <DateInput notAfter={today} />
        </Form.Item>
      )}
      <Form.Item label={t('wasteData.field.wasteId')} extra={t('wasteData.wasteIdHint')}>
        <Input disabled placeholder={t('wasteData.wasteIdPending')} />
      </Form.Item>
      <Form.Item name="plasticType" label={t('wasteData.field.plasticType')} rules={[required]}>
        <Radio.Group options={options.plasticTypes.map((value) => ({ value, label: t(`wasteData.plastic.${value}`) }))} />
      </Form.Item>
      <Form.Item name="quantityUnit" label={t('wasteData.field.quantityUnit')} rules={[required]}>
        <Select options={options.quantityUnits.map((value) => ({ value, label: t(`wasteData.unit.${value}`) }))} />
      </Form.Item>
      {QUANTITIES.map((name) => (
        <QuantityFormItem
          key={name}
          name={name}
          label={t(`wasteData.field.${name}`)}
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
