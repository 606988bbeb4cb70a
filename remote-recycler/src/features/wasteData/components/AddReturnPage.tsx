import { PageFrame, queryStatus, useConfirmedSave, useRecyclerScope, useStepFocus, useUnsavedChangesGuard } from '@waste/shared';
import { Alert, Button, Card, Flex, Form, Result, Skeleton, Steps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';
import { useMasterData } from '@/api/masterData';
import { useSaveReturn } from '@/api/returns';
import type { MasterData, RecyclerReturnDetail, ReturnInput } from '@/api/types';
import { massBalance } from '@/rules/massBalance';
import { BalanceSummary } from './BalanceSummary';
import { ReturnDescriptions, type ReturnView } from './ReturnDescriptions';
import { ReturnFormFields } from './ReturnFormFields';
import { toReturnInput, type ReturnFormValues, type ReturnLists } from './returnFormValues';

const INITIAL_VALUES: ReturnFormValues = { plasticType: 'HARD' };

function listsOf(masterData: MasterData | undefined, plasticType: string | undefined): ReturnLists {
  const ids = (entries: { id: string }[] = []) => entries.map((entry) => entry.id);
  return {
    sources: ids(masterData?.plasticSources),
    productTypes: ids(plasticType === 'SOFT' ? masterData?.softPlasticProductTypes : masterData?.hardPlasticProductTypes),
    destinations: ids(masterData?.plasticRejectedDestinations),
  };
}

/** The body with each line's name, for the review. */
function viewOf(input: ReturnInput, masterData: MasterData): ReturnView {
  const all = [
    ...masterData.plasticSources,
    ...masterData.hardPlasticProductTypes,
    ...masterData.softPlasticProductTypes,
    ...masterData.plasticRejectedDestinations,
  ];
  const names = (id: string) => {
    const entry = all.find((candidate) => candidate.id === id);
    return entry ? { name: entry.name, nameSi: entry.nameSi, nameTa: entry.nameTa } : { name: id };
  };
  return {
    ...input,
    intake: input.intake.map((line) => ({ id: line.sourceId, ...names(line.sourceId), kg: line.kg })),
    output: input.output.map((line) => ({ id: line.productTypeId, ...names(line.productTypeId), kg: line.kg })),
    rejected: input.rejected.map((line) => ({ id: line.destinationId, ...names(line.destinationId), kg: line.kg })),
  };
}

/**
 * `/wasteData/addData`: the month and plastic type, then stocks, intake, output and rejects with the mass
 * balance shown as typed, then the review, then submit after 'This action cannot be undone.' (spec
 * section 4). A refused review or a failed submit keeps everything typed.
 */
export function AddReturnPage() {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  const scope = useRecyclerScope();
  const [form] = Form.useForm<ReturnFormValues>();
  const [step, setStep] = useState(0);
  const [input, setInput] = useState<ReturnInput | null>(null);
  const [typed, setTyped] = useState(false);
  const [balanceShown, setBalanceShown] = useState(false);
  const stepContainer = useStepFocus<HTMLDivElement>(step);
  const masterData = useMasterData();
  const masterStatus = queryStatus(masterData, t('wasteData.masterDataFailed'));
  const saveReturn = useSaveReturn(scope);
  const { saved, saveError, confirmSubmit, clearSaveError, reset } = useConfirmedSave<ReturnInput, RecyclerReturnDetail>(
    saveReturn.mutateAsync,
    {
      title: t('wasteData.confirm.title'),
      content: t('wasteData.confirm.irreversible'),
      okText: t('wasteData.confirm.submit'),
      cancelText: t('wasteData.confirm.cancel'),
      saved: t('wasteData.added'),
    },
  );
  useUnsavedChangesGuard(typed && !saved);
  const saving = saveReturn.isPending;

  const values = Form.useWatch([], form) as ReturnFormValues | undefined;
  const balance = useMemo(() => {
    const current = toReturnInput(values ?? {}, listsOf(masterData.data, values?.plasticType));
    return massBalance(current);
  }, [values, masterData.data]);

  const validate = async (names?: (keyof ReturnFormValues)[]) => {
    try {
      await form.validateFields(names);
      return true;
    } catch (failure) {
      const first = (failure as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { focus: true });
      return false;
    }
  };

  const next = async () => {
    if (await validate(['month', 'plasticType'])) setStep(1);
  };

  const review = async () => {
    setBalanceShown(true);
    if (!(await validate())) return;
    const body = toReturnInput(form.getFieldsValue(true) as ReturnFormValues, listsOf(masterData.data, form.getFieldValue('plasticType')));
    if (!massBalance(body).balanced) {
      document.querySelector<HTMLElement>('[data-testid="balance-gap"]')?.scrollIntoView({ block: 'center' });
      return;
    }
    clearSaveError();
    setInput(body);
    setStep(2);
  };

  const addAnother = () => {
    form.resetFields();
    setTyped(false);
    reset();
    setInput(null);
    setBalanceShown(false);
    setStep(0);
  };

  const stepItems = [
    { title: t('wasteData.step.month') },
    { title: t('wasteData.step.quantities') },
    { title: t('wasteData.step.review') },
  ];

  return (
    <PageFrame title={t('wasteData.addTitle')} parents={[{ title: t('wasteData.title'), path: '/wasteData' }]}>
      <Card>
        {saved ? (
          <Result
            status="success"
            title={t('wasteData.added')}
            extra={[
              <Link key="view" to={`/wasteData/view/${saved.id}`}>
                <Button type="primary">{t('wasteData.viewReturn')}</Button>
              </Link>,
              <Button key="another" onClick={addAnother}>
                {t('wasteData.addAnother')}
              </Button>,
              <Link key="list" to="/wasteData">
                <Button>{t('wasteData.backToList')}</Button>
              </Link>,
            ]}
            data-testid="return-saved"
          />
        ) : (
          <Flex vertical gap="large" ref={stepContainer} tabIndex={-1} aria-label={stepItems[step].title} style={{ outline: 'none' }}>
            <Steps current={step} items={stepItems} />
            {masterStatus.loading ? <Skeleton active /> : null}
            {masterStatus.error ? (
              <Alert
                type="error"
                showIcon
                title={masterStatus.error}
                action={<Button onClick={() => void masterData.refetch()}>{t('common:state.retry')}</Button>}
              />
            ) : null}
            {masterData.data ? (
              // Kept mounted on every step, so that going back or a failed submit loses nothing typed.
              <Form
                form={form}
                layout="vertical"
                initialValues={INITIAL_VALUES}
                onValuesChange={() => setTyped(true)}
                hidden={step === 2}
                data-testid="return-form"
                style={{ maxWidth: 720 }}
              >
                <ReturnFormFields form={form} masterData={masterData.data} part={step === 0 ? 0 : 1} />
              </Form>
            ) : null}
            {step === 1 && (balanceShown || typed) ? <BalanceSummary balance={balance} /> : null}
            {step === 2 && input && masterData.data ? (
              <Flex vertical gap="middle" data-testid="return-review">
                {saveError ? <Alert type="error" showIcon title={saveError} data-testid="save-error" /> : null}
                <ReturnDescriptions value={viewOf(input, masterData.data)} />
              </Flex>
            ) : null}
            <Flex gap="small">
              {step > 0 ? (
                <Button onClick={() => setStep(step - 1)} disabled={saving}>
                  {t('wasteData.back')}
                </Button>
              ) : null}
              {step === 0 ? (
                <Button type="primary" disabled={!masterData.data} onClick={() => void next()}>
                  {t('wasteData.next')}
                </Button>
              ) : null}
              {step === 1 ? (
                <Button type="primary" onClick={() => void review()} data-testid="review-return">
                  {t('wasteData.review')}
                </Button>
              ) : null}
              {step === 2 ? (
                <Button type="primary" loading={saving} onClick={() => confirmSubmit(input)} data-testid="submit-return">
                  {t('wasteData.submit')}
                </Button>
              ) : null}
            </Flex>
          </Flex>
        )}
      </Card>
    </PageFrame>
  );
}
