import { COMMON_NAMESPACE, numberRangeRule } from '@waste/shared';
import { Checkbox, Flex, Form, InputNumber, Radio, Typography, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { PeriodFields } from '@/common/components/PeriodFields';
import type { CentreWasteFormOptions } from '../api/types';
import { soldAndRejectedExceedCollected, type MaterialQuantityValues } from './centreEntryValues';

/** The server's bounds of a quantity (server/src/routes/sampath-piyasa/schemas.ts, Kg). */
const KG_LIMITS = { minimum: 0, maximum: 1e12 };
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
  const materials = (Form.useWatch([...base, 'materials'], form) as string[] | undefined) ?? [];
  const required: Rule = { required: true, message: t('common:validation.required') };
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
      <PeriodFields
        form={form}
        base={base}
        frequencyTypes={options.frequencyTypes}
        today={options.today}
        maxPeriodDays={options.maxPeriodDays}
        sideBySide
      />
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
