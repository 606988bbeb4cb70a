import { EntryWizard, withPageRefusalWords, type EntryWizardState, type PageFrameParent, type RecyclerScope } from '@waste/shared';
import { Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { useMasterData } from '../api/getMasterData';
import { useRequestCorrection } from '../api/requestCorrection';
import type { CorrectionCreated, CorrectionInput, RecyclerReturnDetail } from '../api/types';
import { massBalance } from '../rules/massBalance';
import { correctionRefusalKey } from '../rules/correctionRefusals';
import { BalanceSummary } from './BalanceSummary';
import { CorrectionActionFields } from './CorrectionActionFields';
import { CorrectionReview } from './CorrectionReview';
import { correctionFieldOf, toCorrectionInput, type CorrectionFormValues } from './correctionForm';
import { ReturnFormFields } from './ReturnFormFields';
import { toReturnFormValues, toReturnInput } from './returnFormValues';
import { listsOf } from './returnView';
import { RetiredLinesNotice } from './RetiredLinesNotice';
import { useReplacementPlausibility } from './useReturnPlausibility';

type Wizard = EntryWizardState<CorrectionFormValues, CorrectionInput, CorrectionCreated>;

export interface CorrectionWizardProps {
  current: RecyclerReturnDetail;
  scope: RecyclerScope;
  parents: PageFrameParent[];
}

/**
 * Void or replace, and why; for a replacement the return's own two steps, filled in from the return; then the
 * review (the return beside the one proposed, with its mass balance) and the request sent to the administrators.
 * A replacement's month totals are checked for plausibility as a new return's are.
 */
export function CorrectionWizard({ current, scope, parents }: CorrectionWizardProps) {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const [form] = Form.useForm<CorrectionFormValues>();
  const masterData = useMasterData();
  const request = useRequestCorrection(scope);
  const plausibility = useReplacementPlausibility(scope);
  const initialValues = useMemo<CorrectionFormValues>(() => ({ ...toReturnFormValues(current), reason: '' }), [current]);
  const values = Form.useWatch([], form) as CorrectionFormValues | undefined;
  const action = values?.action;
  const balance = useMemo(
    () => massBalance(toReturnInput(values ?? {}, listsOf(masterData.data, values?.plasticType))),
    [values, masterData.data],
  );

  const send = async (input: CorrectionInput) => {
    try {
      return await request.mutateAsync(input);
    } catch (failure) {
      throw withPageRefusalWords(failure, (code) => {
        const key = correctionRefusalKey(code);
        return key && t(key);
      });
    }
  };
  const inputOf = () => toCorrectionInput(current.id, form.getFieldsValue(true) as CorrectionFormValues, masterData.data);

  const chooseAction = async (wizard: Wizard) => {
    if (!(await wizard.validate(['action', 'reason']))) return;
    if (form.getFieldValue('action') === 'VOID') wizard.review(inputOf());
    else wizard.goTo(1);
  };
  const chooseMonth = async (wizard: Wizard) => {
    if (await wizard.validate(['month', 'plasticType'])) wizard.goTo(2);
  };
  const review = async (wizard: Wizard) => {
    if (!(await wizard.validate())) return;
    const input = inputOf();
    if (input.replacement && !massBalance(input.replacement).balanced) {
      document.querySelector<HTMLElement>('[data-testid="balance-gap"]')?.scrollIntoView({ block: 'center' });
      return;
    }
    wizard.review(input);
  };

  return (
    <EntryWizard
      form={form}
      save={send}
      fieldOf={correctionFieldOf}
      plausibility={plausibility}
      texts={{ confirmTitle: t('correction.confirm.title'), saved: t('correction.sent') }}
      title={t('correction.title')}
      parents={parents}
      data={{ query: masterData, loadFailed: t('wasteData.masterDataFailed') }}
      formProps={{ testId: 'correction-form', initialValues, style: { maxWidth: 720 } }}
      fields={(data, wizard) => (
        <>
          <CorrectionActionFields hidden={wizard.step !== 0} />
          <ReturnFormFields form={form} masterData={data} part={wizard.step === 1 ? 0 : wizard.step === 2 ? 1 : null} />
        </>
      )}
      steps={(wizard) => [
        {
          title: t('correction.step.action'),
          fields: true,
          onNext: () => void chooseAction(wizard),
          nextDisabled: !masterData.data,
          nextTestId: 'correction-next',
        },
        ...(action !== 'VOID'
          ? [
              { title: t('wasteData.step.month'), fields: true, onNext: () => void chooseMonth(wizard) },
              {
                title: t('wasteData.step.quantities'),
                fields: true,
                content: (
                  <>
                    {masterData.data ? <RetiredLinesNotice current={current} masterData={masterData.data} /> : null}
                    <BalanceSummary balance={balance} />
                  </>
                ),
                onNext: () => void review(wizard),
                nextTestId: 'review-correction',
              },
            ]
          : []),
      ]}
      review={(wizard) => ({
        content:
          wizard.input && masterData.data ? (
            <CorrectionReview current={current} input={wizard.input} masterData={masterData.data} saveError={wizard.saveError} />
          ) : null,
        submitTestId: 'submit-correction',
      })}
      saved={() => ({
        title: t('correction.sent'),
        subTitle: t('correction.sentHint'),
        view: { path: `/wasteData/view/${current.id}`, label: t('wasteData.viewReturn') },
        listPath: '/wasteData',
        testId: 'correction-sent',
      })}
    />
  );
}
