import {
  EntryWizard,
  useLocalAuthorityScope,
  type BodyPath,
  type EntryPlausibility,
  type EntryWizardState,
  type PlausibilityWarning,
} from '@waste/shared';
import { Button, Card, Checkbox, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { PeriodFields } from '@/common/components/PeriodFields';
import { carriedDates, type PeriodValues } from '@/common/rules/period';
import { useCentreWasteFormOptions } from '../api/initCentreWasteForm';
import { useSaveCentreWasteData } from '../api/saveCentreWasteData';
import { checkCentrePlausibility } from '../api/checkCentrePlausibility';
import type { CentreWasteDataInput, CentreWasteEntry } from '../api/types';
import {
  centreEntryValues,
  entryFieldOf,
  inputFormValues,
  toEntryInput,
  type CentreEntryValues,
  type CentreWasteFormValues,
} from './centreEntryValues';
import { CentreEntryFields } from './CentreEntryFields';
import { CentreSelectionStep } from './CentreSelectionStep';
import { CentreWasteReview } from './CentreWasteReview';
import { useCentreFieldWords } from './useCentreFieldWords';

const NEW_ENTRY: Partial<CentreEntryValues> = { frequencyType: 'DAILY' };

type Wizard = EntryWizardState<CentreWasteFormValues, CentreWasteDataInput, CentreWasteEntry[]>;

/** The period's own fields, carried from a centre's to the one of every centre when that is ticked. */
const periodOf = ({ frequencyType, entryDate, startDate, endDate }: Partial<PeriodValues>) => ({
  frequencyType: frequencyType ?? 'DAILY',
  entryDate,
  startDate,
  endDate,
});

/**
 * `/sampath-piyasa/addData`: choose centres, fill in each one's period (or one period for all of them), type of
 * collection and quantities, review, then submit all of them at once after a warning that it cannot be undone;
 * once saved, add more or go back to the centres (ADR 0171). The server saves all or
 * none; what was typed survives every step back and every failed submit (EntryWizard). A figure far from the
 * centre's history or the authority's estimate is warned of on the step, then confirmed on the review (ADR 0100);
 * one confirmation covers the call, whose `acknowledgedWarnings` are the body's, not each entry's.
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
  const fieldWords = useCentreFieldWords();
  const samePeriod = Boolean(Form.useWatch('samePeriod', form)) && centres.length > 1;
  /** A field of the sent body (`entries.1.quantities.0.collectedKg`) as the form names it, under the entry's centre. */
  const fieldOf = ([name, index, ...field]: BodyPath, sent: CentreWasteDataInput) => {
    const entry = name === 'entries' ? sent.entries[Number(index)] : undefined;
    return entry ? entryFieldOf(field, entry, samePeriod) : null;
  };
  const plausibility: EntryPlausibility<CentreWasteDataInput> = {
    check: (input) => checkCentrePlausibility(input, scope),
    acknowledge: (input, codes) => ({ ...input, acknowledgedWarnings: codes as PlausibilityWarning['code'][] }),
    describe: ([, index, ...field], input) => {
      const entry = input.entries[Number(index)];
      return fieldWords(field, entry, entry ? centreNames[entry.sampathPiyasaId] : '');
    },
  };

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
    const parts = [...(samePeriod ? [['period']] : []), ...centres.map((centre) => ['entries', centre.id])];
    if (!(await wizard.validate(parts, { recursive: true }))) return;
    const values = { ...(form.getFieldsValue(true) as CentreWasteFormValues), samePeriod };
    const order = (options.data?.materials ?? []).map((material) => material.id);
    wizard.review({ entries: centres.map((centre) => toEntryInput(centre.id, centreEntryValues(values, centre.id), order)) });
  };

  return (
    <EntryWizard
      form={form}
      save={async (input: CentreWasteDataInput) => (await saveWasteData.mutateAsync({ input })).entries}
      offline={{
        kind: 'centre-waste',
        send: async (input, idempotencyKey) => (await saveWasteData.mutateAsync({ input, idempotencyKey })).entries,
        scope: scope.localAuthorityId ? { localAuthorityId: scope.localAuthorityId } : {},
        toValues: (input) => {
          setSelected(input.entries.map((entry) => entry.sampathPiyasaId));
          return inputFormValues(input);
        },
        fieldsStep: 1,
      }}
      keptDescription={(input) =>
        input.entries
          .map((entry) => `${centreNames[entry.sampathPiyasaId] ?? ''} ${entry.entryDate ?? `${entry.startDate} – ${entry.endDate}`}`)
          .join(', ')
      }
      fieldOf={fieldOf}
      plausibility={plausibility}
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
          if (changed.period?.frequencyType && values.period)
            form.setFieldValue('period', { ...values.period, ...carriedDates(values.period) });
          // Ticked: the first centre's period, as far as it was typed, becomes every centre's.
          if (changed.samePeriod && !values.period?.entryDate && !values.period?.startDate && centres[0]) {
            form.setFieldValue('period', periodOf(values.entries?.[centres[0].id] ?? {}));
          }
        },
      }}
      fields={(data) => (
        <Flex vertical gap="middle">
          {centres.length > 1 ? (
            <Form.Item name="samePeriod" valuePropName="checked" extra={t('sampathPiyasa.samePeriodHint')} style={{ marginBottom: 0 }}>
              <Checkbox data-testid="same-period">{t('sampathPiyasa.samePeriod')}</Checkbox>
            </Form.Item>
          ) : null}
          {samePeriod ? (
            <Card size="small" title={t('sampathPiyasa.periodOfAll')} data-testid="shared-period">
              <PeriodFields
                form={form}
                base={['period']}
                frequencyTypes={data.frequencyTypes}
                today={data.today}
                maxPeriodDays={data.maxPeriodDays}
                sideBySide
              />
            </Card>
          ) : null}
          {centres.map((centre) => (
            <Card key={centre.id} size="small" title={centre.name} data-testid={`centre-entry-${centre.id}`}>
              <CentreEntryFields form={form} centreId={centre.id} options={data} withPeriod={!samePeriod} />
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
        content: wizard.input ? (
          <CentreWasteReview entries={wizard.input.entries} centreNames={centreNames} saveError={wizard.saveError} />
        ) : null,
        submitTestId: 'submit-centre-waste-data',
      })}
      saved={(saved, wizard) => ({
        title: t('sampathPiyasa.saved'),
        subTitle: <SavedCentres entries={saved} />,
        extra: [
          <Button key="more" type="primary" onClick={() => wizard.addAnother(0)} data-testid="add-more-centre-data">
            {t('sampathPiyasa.addMore')}
          </Button>,
          <Link key="centres" to="/sampath-piyasa">
            <Button data-testid="back-to-centres">{t('sampathPiyasa.backToCentres')}</Button>
          </Link>,
        ],
        testId: 'centre-waste-saved',
      })}
    />
  );
}

/** The centres the save was for, each a link to its page (where the entry now shows). */
function SavedCentres({ entries }: { entries: CentreWasteEntry[] }) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const centres = [...new Map(entries.map((entry) => [entry.sampathPiyasaId, entry.centreName])).entries()];
  if (centres.length === 0) return null;
  return (
    <Typography.Text type="secondary" data-testid="saved-centres">
      {t('sampathPiyasa.savedFor')}{' '}
      {centres.map(([id, name], index) => (
        <span key={id}>
          {index > 0 ? ', ' : null}
          <Link to={`/sampath-piyasa/center/${id}`}>{name}</Link>
        </span>
      ))}
    </Typography.Text>
  );
}
