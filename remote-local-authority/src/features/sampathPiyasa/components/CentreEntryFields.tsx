import { COMMON_NAMESPACE, DateInput, numberRangeRule } from '@waste/shared';
import { Checkbox, Flex, Form, InputNumber, Radio, Typography, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { periodRuleBreach } from '@/common/wasteDataRules';
import type { CentreWasteFormOptions } from '../api/types';
import { soldAndRejectedExceedCollected, type MaterialQuantityValues } from './centreEntryValues';

/** The server's bounds of a quantity (server/src/routes/sampath-piyasa/schemas.ts, Kg). */
const KG_LIMITS = { minimum: 0, maximum: 1e12 };
const ISO = 'YYYY-MM-DD';
const MEASURES = ['collectedKg', 'soldKg', 'rejectedKg'] as const;

export interface CentreEntryFieldsProps {
  /** Untyped: its field names hold the centres' ids (CentreWasteFormValues). */
  form: FormInstance;
  centreId: string;
  options: CentreWasteFormOptions;
}

/** One centre's period, type of collection and quantities by material, with the rules the server applies too. */
export function CentreEntryFields({ form, centreId, options }: CentreEntryFieldsProps) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const common = useTranslation(COMMON_NAMESPACE).t;
  const base = ['entries', centreId];
  const frequencyType = Form.useWatch([...base, 'frequencyType'], form);
  const startDate = Form.useWatch([...base, 'startDate'], form);
  const materials = (Form.useWatch([...base, 'materials'], form) as string[] | undefined) ?? [];
  const today = dayjs(options.today);
  const required: Rule = { required: true, message: t('common:validation.required') };
  const notInFuture = (messageKey: string): Rule => ({
    validator: (_, value: Dayjs | null) =>
      value && value.isAfter(today, 'day') ? Promise.reject(new Error(t(messageKey))) : Promise.resolve(),
  });
  const rangeRule: Rule = {
    validator: (_, end: Dayjs | null) => {
      const start: Dayjs | null = form.getFieldValue([...base, 'startDate']);
      if (!start || !end) return Promise.resolve();
      const breach = periodRuleBreach(start.format(ISO), end.format(ISO), options.maxPeriodDays);
      if (breach === 'endBeforeStart') return Promise.reject(new Error(t('validation.endBeforeStart')));
      if (breach === 'periodTooLong') return Promise.reject(new Error(t('validation.periodTooLong', { count: options.maxPeriodDays })));
      return Promise.resolve();
    },
  };
  const partsRule = (materialId: string): Rule => ({
    validator: () => {
      const quantity: MaterialQuantityValues = form.getFieldValue([...base, 'quantities', materialId]) ?? {};
      return soldAndRejectedExceedCollected(quantity)
        ? Promise.reject(new Error(t('sampathPiyasa.validation.soldRejectedExceedCollected')))
        : Promise.resolve();
    },
  });
  const materialLabel = (id: string) => t(`sampathPiyasa.material.${id}`);
  const chosen = options.materials.filter((material) => materials.includes(material.id));

  return (
    <>
      <Form.Item name={[...base, 'frequencyType']} label={t('wasteData.field.frequencyType')} rules={[required]}>
        <Radio.Group options={options.frequencyTypes.map((value) => ({ value, label: t(`wasteData.frequency.${value}`) }))} />
      </Form.Item>
      {frequencyType === 'RANGE' ? (
        <Flex gap="middle" wrap>
          <Form.Item
            name={[...base, 'startDate']}
            label={t('wasteData.field.startDate')}
            validateFirst
            rules={[required, notInFuture('validation.startInFuture')]}
          >
            <DateInput notAfter={today} />
          </Form.Item>
          <Form.Item
            name={[...base, 'endDate']}
            label={t('wasteData.field.endDate')}
            dependencies={[[...base, 'startDate']]}
            validateFirst
            rules={[required, notInFuture('validation.endInFuture'), rangeRule]}
          >
            <DateInput notBefore={startDate} notAfter={today} />
          </Form.Item>
        </Flex>
      ) : (
        <Form.Item
          name={[...base, 'entryDate']}
          label={t('wasteData.field.entryDate')}
          validateFirst
          rules={[required, notInFuture('validation.entryInFuture')]}
        >
          <DateInput notAfter={today} />
        </Form.Item>
      )}
      <Form.Item name={[...base, 'typeOfCollectionId']} label={t('sampathPiyasa.field.typeOfCollection')} rules={[required]}>
        <Radio.Group options={options.typesOfCollection.map(({ id }) => ({ value: id, label: t(`sampathPiyasa.collection.${id}`) }))} />
      </Form.Item>
      <Form.Item
        name={[...base, 'materials']}
        label={t('sampathPiyasa.field.materials')}
        rules={[{ required: true, type: 'array', min: 1, message: t('sampathPiyasa.validation.material') }]}
      >
        <Checkbox.Group
          options={options.materials.map(({ id }) => ({ value: id, label: materialLabel(id) }))}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 4 }}
        />
      </Form.Item>
      {chosen.map(({ id }) => (
        <Flex key={id} vertical data-testid={`quantities-${id}`}>
          <Typography.Text strong>{materialLabel(id)}</Typography.Text>
          <Flex gap="middle" wrap>
            {MEASURES.map((measure) => (
              <Form.Item
                key={measure}
                name={[...base, 'quantities', id, measure]}
                label={t(`sampathPiyasa.field.${measure}`)}
                validateFirst
                dependencies={
                  measure === 'collectedKg'
                    ? [
                        [...base, 'quantities', id, 'soldKg'],
                        [...base, 'quantities', id, 'rejectedKg'],
                      ]
                    : undefined
                }
                rules={[
                  ...(measure === 'collectedKg' ? [required] : []),
                  numberRangeRule(common, KG_LIMITS),
                  ...(measure === 'collectedKg' ? [partsRule(id)] : []),
                ]}
              >
                <InputNumber
                  inputMode="decimal"
                  aria-label={`${materialLabel(id)}: ${t(`sampathPiyasa.field.${measure}`)}`}
                  suffix={t('wasteData.unit.KG')}
                  style={{ width: 180 }}
                />
              </Form.Item>
            ))}
          </Flex>
        </Flex>
      ))}
    </>
  );
}
