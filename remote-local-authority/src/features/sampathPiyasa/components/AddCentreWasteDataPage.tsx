import { PageFrame, queryStatus, useConfirmedSave, useLocalAuthorityScope, useStepFocus, useUnsavedChangesGuard } from '@waste/shared';
import { Alert, Button, Card, Flex, Form, Result, Skeleton, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { carriedDates } from '@/common/wasteDataFormValues';
import { useCentreWasteFormOptions } from '../api/initCentreWasteForm';
import { useSaveCentreWasteData } from '../api/saveCentreWasteData';
import type { CentreWasteEntry, CentreWasteEntryInput } from '../api/types';
import { toEntryInput, type CentreEntryValues, type CentreWasteFormValues } from './centreEntryValues';
import { CentreEntryFields } from './CentreEntryFields';
import { CentreSelectionStep } from './CentreSelectionStep';
import { CentreWasteReview } from './CentreWasteReview';

const NEW_ENTRY: Partial<CentreEntryValues> = { frequencyType: 'DAILY' };

/**
 * `/sampath-piyasa/addData`: choose centres, fill in each one's period, type of collection and quantities,
 * review, then submit all of them at once after a warning that it cannot be undone. The server saves all or
 * none; what was typed survives every step back and every failed submit.
 */
export function AddCentreWasteDataPage() {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const scope = useLocalAuthorityScope();
  const preselected = useSearchParams()[0].get('centre');
  // Untyped: its field names hold the centres' ids; read back as CentreWasteFormValues.
  const [form] = Form.useForm();
  const [step, setStep] = useState(0);
  const [selected, setSelected] = useState<string[]>(preselected ? [preselected] : []);
  const [refused, setRefused] = useState(false);
  const [entries, setEntries] = useState<CentreWasteEntryInput[] | null>(null);
  const [typed, setTyped] = useState(false);
  const stepContainer = useStepFocus<HTMLDivElement>(step);
  const options = useCentreWasteFormOptions(scope);
  const optionsStatus = queryStatus(options, t('wasteData.formInitFailed'));
  const saveWasteData = useSaveCentreWasteData(scope);
  const saving = saveWasteData.isPending;
  const saveEntries = async (body: CentreWasteEntryInput[]) => (await saveWasteData.mutateAsync({ entries: body })).entries;
  const { saved, saveError, confirmSubmit, clearSaveError } = useConfirmedSave<CentreWasteEntryInput[], CentreWasteEntry[]>(saveEntries, {
    title: t('sampathPiyasa.confirmTitle'),
    content: t('wasteData.confirm.irreversible'),
    okText: t('wasteData.confirm.submit'),
    cancelText: t('wasteData.confirm.cancel'),
    saved: t('sampathPiyasa.saved'),
  });
  useUnsavedChangesGuard(typed && !saved);
  const centres = (options.data?.centres ?? []).filter((centre) => selected.includes(centre.id));
  const centreNames = Object.fromEntries((options.data?.centres ?? []).map((centre) => [centre.id, centre.name]));

  const next = () => {
    if (centres.length === 0) {
      setRefused(true);
      return;
    }
    setRefused(false);
    for (const centre of centres) {
      if (!form.getFieldValue(['entries', centre.id])) form.setFieldValue(['entries', centre.id], { ...NEW_ENTRY });
    }
    setStep(1);
  };

  const review = async () => {
    try {
      await form.validateFields(
        centres.map((centre) => ['entries', centre.id]),
        { recursive: true },
      );
    } catch (failure) {
      const first = (failure as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { focus: true });
      return;
    }
    const values = form.getFieldsValue(true) as CentreWasteFormValues;
    const order = (options.data?.materials ?? []).map((material) => material.id);
    clearSaveError();
    setEntries(centres.map((centre) => toEntryInput(centre.id, values.entries[centre.id] as CentreEntryValues, order)));
    setStep(2);
  };

  const onValuesChange = (changed: Partial<CentreWasteFormValues>, values: CentreWasteFormValues) => {
    setTyped(true);
    for (const [centreId, entry] of Object.entries(changed.entries ?? {})) {
      const whole = values.entries?.[centreId];
      if (entry?.frequencyType && whole) form.setFieldValue(['entries', centreId], { ...whole, ...carriedDates(whole) });
    }
  };

  const stepItems = [
    { title: t('sampathPiyasa.step.centres') },
    { title: t('sampathPiyasa.step.details') },
    { title: t('wasteData.step.review') },
  ];

  return (
    <PageFrame title={t('sampathPiyasa.addDataTitle')} parents={[{ title: t('sampathPiyasa.title'), path: '/sampath-piyasa' }]}>
      <Card>
        {saved ? (
          <Result
            status="success"
            title={t('sampathPiyasa.saved')}
            extra={saved.map((entry) => (
              <Link key={entry.id} to={`/sampath-piyasa/center/${entry.sampathPiyasaId}`}>
                <Button>{entry.centreName}</Button>
              </Link>
            ))}
            data-testid="centre-waste-saved"
          />
        ) : (
          <Flex vertical gap="large" ref={stepContainer} tabIndex={-1} aria-label={stepItems[step].title} style={{ outline: 'none' }}>
            <Steps current={step} items={stepItems} />
            {optionsStatus.loading ? <Skeleton active /> : null}
            {optionsStatus.error ? (
              <Alert
                type="error"
                showIcon
                title={optionsStatus.error}
                action={<Button onClick={() => void options.refetch()}>{t('common:state.retry')}</Button>}
              />
            ) : null}
            {step === 0 && options.data ? (
              <CentreSelectionStep centres={options.data.centres} selected={selected} onChange={setSelected} refused={refused} />
            ) : null}
            {options.data ? (
              // Kept mounted on every step, so that going back or a failed submit loses nothing typed.
              <Form form={form} layout="vertical" onValuesChange={onValuesChange} hidden={step !== 1} data-testid="centre-waste-form">
                <Flex vertical gap="middle">
                  {centres.map((centre) => (
                    <Card key={centre.id} size="small" title={centre.name} data-testid={`centre-entry-${centre.id}`}>
                      <CentreEntryFields form={form} centreId={centre.id} options={options.data} />
                    </Card>
                  ))}
                </Flex>
              </Form>
            ) : null}
            {step === 2 && entries ? <CentreWasteReview entries={entries} centreNames={centreNames} saveError={saveError} /> : null}
            <Flex gap="small">
              {step > 0 ? (
                <Button onClick={() => setStep(step - 1)} disabled={saving}>
                  {t('wasteData.back')}
                </Button>
              ) : null}
              {step === 0 ? (
                <Button type="primary" disabled={!options.data} onClick={next}>
                  {t('wasteData.next')}
                </Button>
              ) : null}
              {step === 1 ? (
                <Button type="primary" onClick={() => void review()}>
                  {t('wasteData.review')}
                </Button>
              ) : null}
              {step === 2 ? (
                <Button type="primary" loading={saving} onClick={() => confirmSubmit(entries)} data-testid="submit-centre-waste-data">
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
