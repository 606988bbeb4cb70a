import { EntryWizard, useRecyclerScope, type EntryWizardState } from '@waste/shared';
import { Alert, Flex, Form } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { useMasterData } from '../api/getMasterData';
import { useSaveReturn } from '../api/saveReturn';
import type { RecyclerReturnDetail, ReturnInput } from '../api/types';
import { massBalance } from '../rules/massBalance';
import { BalanceSummary } from './BalanceSummary';
import { ReturnDescriptions } from './ReturnDescriptions';
import { ReturnFormFields } from './ReturnFormFields';
import { returnFieldOf, toReturnInput, type ReturnFormValues } from './returnFormValues';
import { listsOf, viewOf } from './returnView';
import { useReturnPlausibility } from './useReturnPlausibility';

type Wizard = EntryWizardState<ReturnFormValues, ReturnInput, RecyclerReturnDetail>;

const INITIAL_VALUES: ReturnFormValues = { plasticType: 'HARD' };

/**
 * `/wasteData/addData`: the month and plastic type, then stocks, intake, output and rejects with the mass
 * balance shown as typed, then the review, then submit after 'This action cannot be undone.' (spec
 * section 4). A month's total far from the recycler's history is warned about on the quantities step, then
 * confirmed on the review (ADR 0100). A refused review or a failed submit keeps everything typed.
 */
export function AddReturnPage() {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const scope = useRecyclerScope();
  const [form] = Form.useForm<ReturnFormValues>();
  const [balanceShown, setBalanceShown] = useState(false);
  const masterData = useMasterData();
  const saveReturn = useSaveReturn(scope);
  const plausibility = useReturnPlausibility(scope);

  const values = Form.useWatch([], form) as ReturnFormValues | undefined;
  const balance = useMemo(() => {
    const current = toReturnInput(values ?? {}, listsOf(masterData.data, values?.plasticType));
    return massBalance(current);
  }, [values, masterData.data]);

  const next = async (wizard: Wizard) => {
    if (await wizard.validate(['month', 'plasticType'])) wizard.goTo(1);
  };

  const review = async (wizard: Wizard) => {
    setBalanceShown(true);
    if (!(await wizard.validate())) return;
    const body = toReturnInput(form.getFieldsValue(true) as ReturnFormValues, listsOf(masterData.data, form.getFieldValue('plasticType')));
    if (!massBalance(body).balanced) {
      document.querySelector<HTMLElement>('[data-testid="balance-gap"]')?.scrollIntoView({ block: 'center' });
      return;
    }
    wizard.review(body);
  };

  return (
    <EntryWizard
      form={form}
      save={saveReturn.mutateAsync}
      fieldOf={returnFieldOf}
      plausibility={plausibility}
      texts={{ confirmTitle: t('wasteData.confirm.title'), saved: t('wasteData.added') }}
      title={t('wasteData.addTitle')}
      parents={[{ title: t('wasteData.title'), path: '/wasteData' }]}
      data={{ query: masterData, loadFailed: t('wasteData.masterDataFailed') }}
      formProps={{ testId: 'return-form', initialValues: INITIAL_VALUES, style: { maxWidth: 720 } }}
      fields={(data, wizard) => <ReturnFormFields form={form} masterData={data} part={wizard.step === 0 ? 0 : 1} />}
      steps={(wizard) => [
        { title: t('wasteData.step.month'), fields: true, onNext: () => void next(wizard), nextDisabled: !masterData.data },
        {
          title: t('wasteData.step.quantities'),
          fields: true,
          content: balanceShown || wizard.typed ? <BalanceSummary balance={balance} /> : null,
          onNext: () => void review(wizard),
          nextTestId: 'review-return',
        },
      ]}
      review={(wizard) => ({
        content:
          wizard.input && masterData.data ? (
            <Flex vertical gap="middle" data-testid="return-review">
              {wizard.saveError ? <Alert type="error" showIcon title={wizard.saveError} data-testid="save-error" /> : null}
              <ReturnDescriptions value={viewOf(wizard.input, masterData.data)} />
            </Flex>
          ) : null,
        submitTestId: 'submit-return',
      })}
      saved={(saved, wizard) => ({
        title: t('wasteData.added'),
        view: { path: `/wasteData/view/${saved.id}`, label: t('wasteData.viewReturn') },
        onAddAnother: () => {
          setBalanceShown(false);
          wizard.addAnother(0);
        },
        listPath: '/wasteData',
        testId: 'return-saved',
      })}
    />
  );
}
