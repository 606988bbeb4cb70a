import { EntryWizard, useRecyclerScope, type EntryWizardState } from '@waste/shared';
import { Alert, Flex, Form } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { useMasterData } from '../api/getMasterData';
import { useSaveReturn } from '../api/saveReturn';
import type { RecyclerReturnDetail, ReturnInput } from '../api/types';
import { useFindMonthReturns, type MonthReturns } from '../hooks/useMonthReturns';
import { duplicateReturnId, reworded } from '../rules/duplicateReturn';
import { massBalance } from '../rules/massBalance';
import { BalanceSummary } from './BalanceSummary';
import { DuplicateReturnAlert } from './DuplicateReturnAlert';
import { OpeningStockNote } from './OpeningStockNote';
import { ReturnFormFields } from './ReturnFormFields';
import { ReturnReview } from './ReturnReview';
import { returnFieldOf, toReturnInput, type ReturnFormValues } from './returnFormValues';
import { listsOf } from './returnView';
import { useReturnPlausibility } from './useReturnPlausibility';

type Wizard = EntryWizardState<ReturnFormValues, ReturnInput, RecyclerReturnDetail>;

const INITIAL_VALUES: ReturnFormValues = { plasticType: 'HARD' };

/**
 * `/wasteData/addData`: the month and plastic type, then stocks, intake, output and rejects with the mass
 * balance shown as typed, then the review, then submit after 'This action cannot be undone.' (spec
 * section 4). A month that has its return already is stopped on the first step, and again on the review, with a
 * link to that return; the opening stock starts from the previous return's closing stock (ADR 0170). A month's
 * total far from the recycler's history is warned about on the quantities step, then confirmed on the review
 * (ADR 0100). A refused review or a failed submit keeps everything typed.
 */
export function AddReturnPage() {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const scope = useRecyclerScope();
  const [form] = Form.useForm<ReturnFormValues>();
  const [balanceShown, setBalanceShown] = useState(false);
  const [looking, setLooking] = useState(false);
  const [monthReturns, setMonthReturns] = useState<MonthReturns | null>(null);
  /** The opening stock the wizard put in (not typed), which another month's look-up may replace. */
  const [carried, setCarried] = useState<number | null>(null);
  const [refusedAsDuplicate, setRefusedAsDuplicate] = useState<string | null>(null);
  const [duplicateFound, setDuplicateFound] = useState(false);
  const onDuplicate = useCallback((found: boolean) => setDuplicateFound(found), []);
  const masterData = useMasterData();
  const saveReturn = useSaveReturn(scope);
  const plausibility = useReturnPlausibility(scope);
  const findMonthReturns = useFindMonthReturns(scope);

  const values = Form.useWatch([], form) as ReturnFormValues | undefined;
  const balance = useMemo(() => {
    const current = toReturnInput(values ?? {}, listsOf(masterData.data, values?.plasticType));
    return massBalance(current);
  }, [values, masterData.data]);

  const carryOpeningStock = (found: MonthReturns | null) => {
    const opening = form.getFieldValue('openingStockKg') as ReturnFormValues['openingStockKg'];
    if (opening != null && opening !== carried) return;
    const kg = found?.previous?.closingStockKg ?? null;
    form.setFieldValue('openingStockKg', kg);
    setCarried(kg);
  };

  const next = async (wizard: Wizard) => {
    if (!(await wizard.validate(['month', 'plasticType']))) return;
    const { month, plasticType } = form.getFieldsValue(['month', 'plasticType']) as ReturnFormValues;
    setLooking(true);
    const found = await findMonthReturns(month?.format('YYYY-MM') ?? '', plasticType ?? 'HARD').catch(() => null);
    setLooking(false);
    setMonthReturns(found);
    if (found?.existing) return;
    carryOpeningStock(found);
    wizard.goTo(1);
  };

  const review = async (wizard: Wizard) => {
    setBalanceShown(true);
    if (!(await wizard.validate())) return;
    const body = toReturnInput(form.getFieldsValue(true) as ReturnFormValues, listsOf(masterData.data, form.getFieldValue('plasticType')));
    if (!massBalance(body).balanced) {
      document.querySelector<HTMLElement>('[data-testid="balance-gap"]')?.scrollIntoView({ block: 'center' });
      return;
    }
    setRefusedAsDuplicate(null);
    wizard.review(body);
  };

  const save = async (input: ReturnInput) => {
    try {
      return await saveReturn.mutateAsync(input);
    } catch (failure) {
      const duplicateOf = duplicateReturnId(failure);
      setRefusedAsDuplicate(duplicateOf);
      // The toast says it in the user's words; the review links to the return (the server's English quotes its id).
      throw duplicateOf ? reworded(failure, t('wasteData.duplicate.refused')) : failure;
    }
  };

  return (
    <EntryWizard
      form={form}
      save={save}
      fieldOf={returnFieldOf}
      plausibility={plausibility}
      texts={{ confirmTitle: t('wasteData.confirm.title'), saved: t('wasteData.added') }}
      title={t('wasteData.addTitle')}
      parents={[{ title: t('wasteData.title'), path: '/wasteData' }]}
      data={{ query: masterData, loadFailed: t('wasteData.masterDataFailed') }}
      formProps={{
        testId: 'return-form',
        initialValues: INITIAL_VALUES,
        style: { maxWidth: 720 },
        onValuesChange: (changed: Partial<ReturnFormValues>) => {
          if ('month' in changed || 'plasticType' in changed) setMonthReturns(null);
        },
      }}
      fields={(data, wizard) => (
        <ReturnFormFields
          form={form}
          masterData={data}
          part={wizard.step === 0 ? 0 : 1}
          openingStockNote={monthReturns ? <OpeningStockNote form={form} previous={monthReturns.previous} /> : null}
        />
      )}
      steps={(wizard) => [
        {
          title: t('wasteData.step.month'),
          fields: true,
          content: monthReturns?.existing ? (
            <DuplicateReturnAlert id={monthReturns.existing.id} month={monthReturns.month} plasticType={monthReturns.plasticType} />
          ) : null,
          onNext: () => void next(wizard),
          nextDisabled: !masterData.data || looking,
          nextTestId: 'return-month-next',
        },
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
              <ReturnReview
                input={wizard.input}
                masterData={masterData.data}
                scope={scope}
                onDuplicate={onDuplicate}
                refusedFor={refusedAsDuplicate}
              />
              {wizard.saveError && !refusedAsDuplicate ? (
                <Alert type="error" showIcon title={wizard.saveError} data-testid="save-error" />
              ) : null}
            </Flex>
          ) : null,
        submitDisabled: duplicateFound || Boolean(refusedAsDuplicate),
        submitTestId: 'submit-return',
      })}
      saved={(saved, wizard) => ({
        title: t('wasteData.added'),
        view: { path: `/wasteData/view/${saved.id}`, label: t('wasteData.viewReturn') },
        onAddAnother: () => {
          setBalanceShown(false);
          setMonthReturns(null);
          setCarried(null);
          wizard.addAnother(0);
        },
        listPath: '/wasteData',
        testId: 'return-saved',
      })}
    />
  );
}
