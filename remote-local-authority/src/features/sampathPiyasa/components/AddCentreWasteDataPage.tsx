import { EntryWizard, useLocalAuthorityScope, type EntryWizardState } from '@waste/shared';
import { Button, Card, Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { carriedDates } from '@/common/rules/period';
import { useCentreWasteFormOptions } from '../api/initCentreWasteForm';
import { useSaveCentreWasteData } from '../api/saveCentreWasteData';
import type { CentreWasteEntry, CentreWasteEntryInput } from '../api/types';
import { toEntryInput, type CentreEntryValues, type CentreWasteFormValues } from './centreEntryValues';
import { CentreEntryFields } from './CentreEntryFields';
import { CentreSelectionStep } from './CentreSelectionStep';
import { CentreWasteReview } from './CentreWasteReview';

const NEW_ENTRY: Partial<CentreEntryValues> = { frequencyType: 'DAILY' };

type Wizard = EntryWizardState<CentreWasteFormValues, CentreWasteEntryInput[], CentreWasteEntry[]>;

/**
 * `/sampath-piyasa/addData`: choose centres, fill in each one's period, type of collection and quantities,
 * review, then submit all of them at once after a warning that it cannot be undone. The server saves all or
 * none; what was typed survives every step back and every failed submit (EntryWizard).
 */
export function AddCentreWasteDataPage() {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const scope = useLocalAuthorityScope();
  const preselected = useSearchParams()[0].get('centre');
  // Untyped: its field names hold the centres' ids; read back as CentreWasteFormValues.
  const [form] = Form.useForm();
  const [selected, setSelected] = useState<string[]>(preselected ? [preselected] : []);
  const [refused, setRefused] = useState(false);
  const options = useCentreWasteFormOptions(scope);
  const saveWasteData = useSaveCentreWasteData(scope);
  const centres = (options.data?.centres ?? []).filter((centre) => selected.includes(centre.id));
  const centreNames = Object.fromEntries((options.data?.centres ?? []).map((centre) => [centre.id, centre.name]));

  const next = (wizard: Wizard) => {
    if (centres.length === 0) {
      setRefused(true);
      return;
    }
    setRefused(false);
    for (const centre of centres) {
      if (!form.getFieldValue(['entries', centre.id])) form.setFieldValue(['entries', centre.id], { ...NEW_ENTRY });
    }
    wizard.goTo(1);
  };

  const review = async (wizard: Wizard) => {
    if (
      !(await wizard.validate(
        centres.map((centre) => ['entries', centre.id]),
        { recursive: true },
      ))
    )
      return;
    const values = form.getFieldsValue(true) as CentreWasteFormValues;
    const order = (options.data?.materials ?? []).map((material) => material.id);
    wizard.review(centres.map((centre) => toEntryInput(centre.id, values.entries[centre.id] as CentreEntryValues, order)));
  };

  return (
    <EntryWizard
      form={form}
      save={async (entries: CentreWasteEntryInput[]) => (await saveWasteData.mutateAsync({ entries })).entries}
      texts={{ confirmTitle: t('sampathPiyasa.confirmTitle'), saved: t('sampathPiyasa.saved') }}
      title={t('sampathPiyasa.addDataTitle')}
      parents={[{ title: t('sampathPiyasa.title'), path: '/sampath-piyasa' }]}
      data={{ query: options, loadFailed: t('wasteData.formInitFailed') }}
      formProps={{
        testId: 'centre-waste-form',
        onValuesChange: (changed: Partial<CentreWasteFormValues>, values: CentreWasteFormValues) => {
          for (const [centreId, entry] of Object.entries(changed.entries ?? {})) {
            const whole = values.entries?.[centreId];
            if (entry?.frequencyType && whole) form.setFieldValue(['entries', centreId], { ...whole, ...carriedDates(whole) });
          }
        },
      }}
      fields={(data) => (
        <Flex vertical gap="middle">
          {centres.map((centre) => (
            <Card key={centre.id} size="small" title={centre.name} data-testid={`centre-entry-${centre.id}`}>
              <CentreEntryFields form={form} centreId={centre.id} options={data} />
            </Card>
          ))}
        </Flex>
      )}
      steps={(wizard) => [
        {
          title: t('sampathPiyasa.step.centres'),
          content: options.data ? (
            <CentreSelectionStep centres={options.data.centres} selected={selected} onChange={setSelected} refused={refused} />
          ) : null,
          onNext: () => next(wizard),
          nextDisabled: !options.data,
        },
        { title: t('sampathPiyasa.step.details'), fields: true, onNext: () => void review(wizard) },
      ]}
      review={(wizard) => ({
        content: wizard.input ? <CentreWasteReview entries={wizard.input} centreNames={centreNames} saveError={wizard.saveError} /> : null,
        submitTestId: 'submit-centre-waste-data',
      })}
      saved={(saved) => ({
        title: t('sampathPiyasa.saved'),
        extra: saved.map((entry) => (
          <Link key={entry.id} to={`/sampath-piyasa/center/${entry.sampathPiyasaId}`}>
            <Button>{entry.centreName}</Button>
          </Link>
        )),
        testId: 'centre-waste-saved',
      })}
    />
  );
}
