import { COMMON_NAMESPACE, numberRangeRule } from '@waste/shared';
import { Checkbox, Flex, Form, InputNumber, Radio, Typography, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { PeriodFields } from '@/common/components/PeriodFields';
import type { CentreWasteFormOptions } from '../api/types';
import { materialGroups, type Material, type MaterialGroup } from '../rules/materialGroups';
import { soldAndRejectedExceedCollected, type MaterialQuantityValues } from './centreEntryValues';

/** The server's bounds of a quantity (server/src/routes/sampath-piyasa/schemas.ts, Kg). */
const KG_LIMITS = { minimum: 0, maximum: 1e12 };
const MEASURES = ['collectedKg', 'soldKg', 'rejectedKg'] as const;

export interface CentreEntryFieldsProps {
  /** Untyped: its field names hold the centres' ids (CentreWasteFormValues). */
  form: FormInstance;
  centreId: string;
  options: CentreWasteFormOptions;
  /** False when one period is given for every centre, above the centres. */
  withPeriod?: boolean;
}

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 4 } as const;

/**
 * The materials by form, each under its heading with a hint of what it holds (every resin is offered both hard and
 * soft: "PET (soft)" unexplained reads as a mistake), the resins seldom met in that form after the usual ones.
 */
function MaterialChoices({ groups, idPrefix }: { groups: MaterialGroup[]; idPrefix: string }) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const boxes = (materials: Material[]) => (
    <div style={GRID}>
      {materials.map(({ id }) => (
        <Checkbox key={id} value={id}>
          {t(`sampathPiyasa.material.${id}`)}
        </Checkbox>
      ))}
    </div>
  );
  return (
    <Flex vertical gap="middle">
      {groups.map(({ key, usual, seldom }) => (
        <div key={key} role="group" aria-labelledby={`${idPrefix}-${key}`} data-testid={`materials-${key}`}>
          <Typography.Text strong id={`${idPrefix}-${key}`}>
            {t(`sampathPiyasa.materialGroup.${key}`)}
          </Typography.Text>
          {key !== 'OTHER' ? (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
              {t(`sampathPiyasa.materialGroup.${key}.hint`)}
            </Typography.Paragraph>
          ) : null}
          {boxes(usual)}
          {seldom.length > 0 ? (
            <div data-testid={`materials-${key}-seldom`}>
              <Typography.Text type="secondary">{t(`sampathPiyasa.materialGroup.${key}.seldom`)}</Typography.Text>
              {boxes(seldom)}
            </div>
          ) : null}
        </div>
      ))}
    </Flex>
  );
}

/** One centre's period, type of collection and quantities by material, with the rules the server applies too. */
export function CentreEntryFields({ form, centreId, options, withPeriod = true }: CentreEntryFieldsProps) {
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
      {withPeriod ? (
        <PeriodFields
          form={form}
          base={base}
          frequencyTypes={options.frequencyTypes}
          today={options.today}
          maxPeriodDays={options.maxPeriodDays}
          sideBySide
        />
      ) : null}
      <Form.Item name={[...base, 'typeOfCollectionId']} label={t('sampathPiyasa.field.typeOfCollection')} rules={[required]}>
        <Radio.Group options={options.typesOfCollection.map(({ id }) => ({ value: id, label: t(`sampathPiyasa.collection.${id}`) }))} />
      </Form.Item>
      <Form.Item
        name={[...base, 'materials']}
        label={t('sampathPiyasa.field.materials')}
        rules={[{ required: true, type: 'array', min: 1, message: t('sampathPiyasa.validation.material') }]}
      >
        <Checkbox.Group style={{ display: 'block' }}>
          <MaterialChoices groups={materialGroups(options.materials)} idPrefix={`materials-${centreId}`} />
        </Checkbox.Group>
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
