import { PageFrame, queryStatus, useConfirmedSave, useLocalAuthorityScope, useStepFocus, useUnsavedChangesGuard } from '@waste/shared';
import { Alert, Button, Card, Flex, Form, Skeleton, Steps } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { useWasteFormOptions } from '../api/initWasteForm';
import { useInsertWasteData } from '../api/insertWasteData';
import type { WasteDataInput, WasteRecord } from '../api/types';
import { PublicCollectionStep } from './PublicCollectionStep';
import { carriedDates, toWasteDataInput, type WasteDataFormValues } from '@/common/wasteDataFormValues';
import { WasteDataFormFields } from './WasteDataFormFields';
import { WasteDataReview } from './WasteDataReview';
import { WasteDataSaved } from './WasteDataSaved';

const INITIAL_VALUES: Partial<WasteDataFormValues> = { frequencyType: 'DAILY', quantityUnit: 'MT_PER_DAY' };

/**
 * `/wasteData/addData`: confirm the public collection service, fill in the form, review, then submit
 * after a warning that it cannot be undone (spec section 4). What was typed survives every step back
 * and every failed submit; leaving the page before saving asks first.
 */
export function AddWasteDataPage() {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const scope = useLocalAuthorityScope();
  const [form] = Form.useForm<WasteDataFormValues>();
  const [step, setStep] = useState(0);
  const [runsPublicCollection, setRunsPublicCollection] = useState<boolean | null>(null);
  const [input, setInput] = useState<WasteDataInput | null>(null);
  const [duplicate, setDuplicate] = useState(false);
  const [typed, setTyped] = useState(false);
  const stepContainer = useStepFocus<HTMLDivElement>(step);
  const options = useWasteFormOptions(scope);
  const optionsStatus = queryStatus(options, t('wasteData.formInitFailed'));
  const insertWasteData = useInsertWasteData(scope);
  const { saved, saveError, confirmSubmit, clearSaveError, reset } = useConfirmedSave<WasteDataInput, WasteRecord>(
    insertWasteData.mutateAsync,
    {
      title: t('wasteData.confirm.title'),
      content: t('wasteData.confirm.irreversible'),
      okText: t('wasteData.confirm.submit'),
      cancelText: t('wasteData.confirm.cancel'),
      saved: t('wasteData.added'),
    },
  );
  const saving = insertWasteData.isPending;
  useUnsavedChangesGuard(typed && !saved);
  const onDuplicate = useCallback((found: boolean) => setDuplicate(found), []);

  const review = async () => {
    try {
      await form.validateFields();
    } catch (failure) {
      // The keyboard lands on the first refused field, where its message is read out.
      const first = (failure as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { focus: true });
      return;
    }
    clearSaveError();
    setDuplicate(false);
    setInput(toWasteDataInput(form.getFieldsValue(true) as WasteDataFormValues));
    setStep(2);
  };

  const onValuesChange = (changed: Partial<WasteDataFormValues>, values: WasteDataFormValues) => {
    setTyped(true);
    if (changed.frequencyType) form.setFieldsValue(carriedDates(values));
  };

  const addAnother = () => {
    form.resetFields();
    setTyped(false);
    reset();
    setInput(null);
    setStep(1);
  };

  const stepItems = [
    { title: t('wasteData.step.publicService') },
    { title: t('wasteData.step.details') },
    { title: t('wasteData.step.review') },
  ];
  const parents = [{ title: t('wasteData.title'), path: '/wasteData' }];

  return (
    <PageFrame title={t('wasteData.addTitle')} parents={parents}>
      <Card>
        {saved ? (
          <WasteDataSaved record={saved} onAddAnother={addAnother} />
        ) : (
          // The step gets the focus after Next, Review and Back (its first field, or itself when it has none).
          <Flex vertical gap="large" ref={stepContainer} tabIndex={-1} aria-label={stepItems[step].title} style={{ outline: 'none' }}>
            <Steps current={step} items={stepItems} />
            {step === 0 ? <PublicCollectionStep answer={runsPublicCollection} onAnswer={setRunsPublicCollection} /> : null}
            {optionsStatus.loading && step === 1 ? <Skeleton active /> : null}
            {optionsStatus.error && step === 1 ? (
              <Alert
                type="error"
                showIcon
                title={optionsStatus.error}
                action={<Button onClick={() => void options.refetch()}>{t('common:state.retry')}</Button>}
              />
            ) : null}
            {options.data ? (
              // Kept mounted on every step, so that going back or a failed submit loses nothing typed.
              <Form
                form={form}
                layout="vertical"
                initialValues={INITIAL_VALUES}
                onValuesChange={onValuesChange}
                hidden={step !== 1}
                data-testid="waste-data-form"
                style={{ maxWidth: 720 }}
              >
                <WasteDataFormFields form={form} options={options.data} />
              </Form>
            ) : null}
            {step === 2 && input ? <WasteDataReview input={input} scope={scope} onDuplicate={onDuplicate} saveError={saveError} /> : null}
            <Flex gap="small">
              {step > 0 ? (
                <Button onClick={() => setStep(step - 1)} disabled={saving}>
                  {t('wasteData.back')}
                </Button>
              ) : null}
              {step === 0 ? (
                <Button type="primary" disabled={runsPublicCollection !== true} onClick={() => setStep(1)}>
                  {t('wasteData.next')}
                </Button>
              ) : null}
              {step === 1 ? (
                <Button type="primary" disabled={!options.data} onClick={() => void review()}>
                  {t('wasteData.review')}
                </Button>
              ) : null}
              {step === 2 ? (
                <Button
                  type="primary"
                  loading={saving}
                  disabled={duplicate}
                  onClick={() => confirmSubmit(input)}
                  data-testid="submit-waste-data"
                >
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
