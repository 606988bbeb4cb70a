import { EntryWizard, useLocalAuthorityScope, type EntryWizardState } from '@waste/shared';
import { Form } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { useWasteFormOptions } from '../api/initWasteForm';
import { useInsertWasteData } from '../api/insertWasteData';
import type { WasteDataInput, WasteRecord } from '../api/types';
import { PublicCollectionStep } from './PublicCollectionStep';
import { followFrequency, inputFormValues, toWasteDataInput, type WasteDataFormValues } from './wasteDataFormValues';
import { WasteDataFormFields } from './WasteDataFormFields';
import { useWasteDataPlausibility } from './useWastePlausibility';
import { WasteDataReview } from './WasteDataReview';

const INITIAL_VALUES: Partial<WasteDataFormValues> = { frequencyType: 'DAILY', quantityUnit: 'MT_PER_DAY' };

/**
 * `/wasteData/addData`: confirm the public collection service, fill in the form, review, then submit
 * after a warning that it cannot be undone (spec section 4). What was typed survives every step back
 * and every failed submit; leaving the page before saving asks first (EntryWizard).
 */
export function AddWasteDataPage() {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const scope = useLocalAuthorityScope();
  const [form] = Form.useForm<WasteDataFormValues>();
  const [runsPublicCollection, setRunsPublicCollection] = useState<boolean | null>(null);
  const [duplicate, setDuplicate] = useState(false);
  const options = useWasteFormOptions(scope);
  const insertWasteData = useInsertWasteData(scope);
  const plausibility = useWasteDataPlausibility(scope);
  const onDuplicate = useCallback((found: boolean) => setDuplicate(found), []);

  const review = async (wizard: EntryWizardState<WasteDataFormValues, WasteDataInput, WasteRecord>) => {
    if (!(await wizard.validate())) return;
    setDuplicate(false);
    wizard.review(toWasteDataInput(form.getFieldsValue(true) as WasteDataFormValues));
  };

  return (
    <EntryWizard
      form={form}
      save={(input) => insertWasteData.mutateAsync({ input })}
      offline={{
        kind: 'la-waste',
        send: (input, idempotencyKey) => insertWasteData.mutateAsync({ input, idempotencyKey }),
        scope: scope.localAuthorityId ? { localAuthorityId: scope.localAuthorityId } : {},
        toValues: inputFormValues,
        fieldsStep: 1,
      }}
      keptDescription={(input) => `${input.entryDate ?? `${input.startDate} – ${input.endDate}`} · ${input.plasticType}`}
      plausibility={plausibility}
      texts={{ confirmTitle: t('wasteData.confirm.title'), saved: t('wasteData.added') }}
      title={t('wasteData.addTitle')}
      parents={[{ title: t('wasteData.title'), path: '/wasteData' }]}
      data={{ query: options, loadFailed: t('wasteData.formInitFailed') }}
      formProps={{
        testId: 'waste-data-form',
        initialValues: INITIAL_VALUES,
        style: { maxWidth: 720 },
        onValuesChange: (changed: Partial<WasteDataFormValues>, values: WasteDataFormValues) => {
          if (changed.frequencyType) form.setFieldsValue(followFrequency(values));
        },
      }}
      fields={(data) => <WasteDataFormFields form={form} options={data} />}
      steps={(wizard) => [
        {
          title: t('wasteData.step.publicService'),
          waitsForData: false,
          content: <PublicCollectionStep answer={runsPublicCollection} onAnswer={setRunsPublicCollection} />,
          onNext: () => wizard.goTo(1),
          nextDisabled: runsPublicCollection !== true,
        },
        { title: t('wasteData.step.details'), fields: true, onNext: () => void review(wizard), nextDisabled: !options.data },
      ]}
      review={(wizard) => ({
        content: wizard.input ? (
          <WasteDataReview input={wizard.input} scope={scope} onDuplicate={onDuplicate} saveError={wizard.saveError} />
        ) : null,
        submitDisabled: duplicate,
        submitTestId: 'submit-waste-data',
        waitsForData: false,
      })}
      saved={(record, wizard) => ({
        title: t('wasteData.added'),
        subTitle: <span data-testid="saved-waste-id">{t('wasteData.savedAs', { wasteId: record.wasteId })}</span>,
        view: { path: `/wasteData/view/${record.id}`, label: t('wasteData.viewRecord') },
        onAddAnother: () => wizard.addAnother(1),
        listPath: '/wasteData',
      })}
    />
  );
}
