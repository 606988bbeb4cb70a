import { EntryWizard, withPageRefusalWords, QueryState, useLocalAuthorityScope, type EntryWizardState } from '@waste/shared';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { correctionRefusalOf, isCorrectionRefusal } from '@/common/rules/correctionRefusal';
import { useWasteRecord } from '../api/getWasteRecord';
import { useWasteFormOptions } from '../api/initWasteForm';
import { useRequestWasteCorrection } from '../api/requestWasteCorrection';
import type { WasteCorrectionInput } from '../api/types';
import { CorrectionChoiceFields } from './CorrectionChoiceFields';
import { useCorrectionPlausibility } from './useWastePlausibility';
import { correctionFieldOf, recordFormValues, toCorrectionInput, type WasteCorrectionValues } from './wasteCorrectionValues';
import { followFrequency } from './wasteDataFormValues';
import { WasteCorrectionReview } from './WasteCorrectionReview';
import { WasteDataFormFields } from './WasteDataFormFields';

type Wizard = EntryWizardState<WasteCorrectionValues, WasteCorrectionInput, { id: string }>;

const CHOICE_FIELDS = [['action'], ['reason']];

/**
 * `/wasteData/correct/{id}`: a submitted record is never edited; its authority (or a super admin acting as it) asks
 * the administrator to void it or to replace it with corrected values, with a reason. The record counts as it is
 * until the administrator completes the request (server/src/corrections/README.md).
 */
export function CorrectWasteDataPage() {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const { id = '' } = useParams();
  const scope = useLocalAuthorityScope();
  const [form] = Form.useForm<WasteCorrectionValues>();
  const action = Form.useWatch('action', form);
  const record = useWasteRecord(id, scope);
  const options = useWasteFormOptions(scope);
  const requestCorrection = useRequestWasteCorrection(scope);
  const plausibility = useCorrectionPlausibility(scope);
  const viewPath = `/wasteData/view/${id}`;
  const refusal = record.data ? correctionRefusalOf(record.data) : null;

  const review = async (wizard: Wizard, fields?: (string | number)[][]) => {
    if (!record.data || !(await wizard.validate(fields))) return;
    wizard.review(toCorrectionInput(record.data.id, form.getFieldsValue(true) as WasteCorrectionValues));
  };
  const choiceStep = (wizard: Wizard) => ({
    title: t('corrections.step.choice'),
    fields: true,
    content: refusal ? (
      <Alert
        type="warning"
        showIcon
        data-testid="correction-refused"
        title={t(`corrections.refusal.${refusal}`)}
        action={<Link to={viewPath}>{t('corrections.backToRecord')}</Link>}
      />
    ) : null,
    onNext: async () => {
      if (action !== 'REPLACE') return void review(wizard, CHOICE_FIELDS);
      if (await wizard.validate(CHOICE_FIELDS)) wizard.goTo(1);
    },
    nextDisabled: refusal !== null,
    nextTestId: 'correction-next',
  });

  return (
    <EntryWizard
      form={form}
      save={async (input: WasteCorrectionInput) => {
        try {
          return await requestCorrection.mutateAsync(input);
        } catch (error) {
          throw withPageRefusalWords(error, (code) => (isCorrectionRefusal(code) ? t(`corrections.refusal.${code}`) : null));
        }
      }}
      fieldOf={correctionFieldOf}
      plausibility={plausibility}
      texts={{ confirmTitle: t('corrections.confirmTitle'), saved: t('corrections.sent') }}
      title={record.data ? t('corrections.titleWithId', { wasteId: record.data.wasteId }) : t('corrections.title')}
      parents={[
        { title: t('wasteData.title'), path: '/wasteData' },
        { title: record.data?.wasteId ?? t('wasteData.viewTitle'), path: viewPath },
      ]}
      data={{ query: record, loadFailed: t('wasteData.recordLoadFailed') }}
      formProps={{
        testId: 'correction-form',
        initialValues: record.data ? recordFormValues(record.data) : undefined,
        style: { maxWidth: 720 },
        onValuesChange: (changed: Partial<WasteCorrectionValues>, values: WasteCorrectionValues) => {
          if (changed.frequencyType) form.setFieldsValue(followFrequency(values));
        },
      }}
      fields={(_, wizard) =>
        refusal ? null : (
          <>
            <div hidden={wizard.step !== 0}>
              <CorrectionChoiceFields />
            </div>
            <div hidden={wizard.step !== 1}>{options.data ? <WasteDataFormFields form={form} options={options.data} /> : null}</div>
          </>
        )
      }
      steps={(wizard) => [
        choiceStep(wizard),
        ...(action === 'REPLACE'
          ? [
              {
                title: t('corrections.step.replacement'),
                fields: true,
                content: <QueryState query={options} loadFailed={t('wasteData.formInitFailed')} />,
                onNext: () => void review(wizard),
                nextDisabled: !options.data,
                nextTestId: 'correction-to-review',
              },
            ]
          : []),
      ]}
      review={(wizard) => ({
        content:
          wizard.input && record.data ? (
            <WasteCorrectionReview record={record.data} input={wizard.input} saveError={wizard.saveError} />
          ) : null,
        submitTestId: 'submit-correction',
      })}
      saved={() => ({
        title: t('corrections.sent'),
        subTitle: t('corrections.sentDetail'),
        view: { path: viewPath, label: t('corrections.backToRecord') },
        testId: 'correction-sent',
      })}
    />
  );
}
