import { EntryWizard, withPageRefusalWords, useLocalAuthorityScope, type EntryWizardState } from '@waste/shared';
import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { carriedDates } from '@/common/rules/period';
import { useCentreWasteEntry } from '../api/getCentreWasteEntry';
import { useCentreWasteFormOptions } from '../api/initCentreWasteForm';
import { useRequestCentreCorrection } from '../api/requestCentreCorrection';
import type { CentreEntryCorrectionInput, CentreWasteEntryDetail } from '../api/types';
import { correctionRefusalOf, isCorrectionRefusal } from '@/common/rules/correctionRefusal';
import { CentreCorrectionFields } from './CentreCorrectionFields';
import { CentreCorrectionReview } from './CentreCorrectionReview';
import { correctionFieldOf, entryValues, toCorrectionInput, type CentreCorrectionValues } from './centreCorrectionValues';
import { useReplacementPlausibility } from './useReplacementPlausibility';

type Wizard = EntryWizardState<CentreCorrectionValues, CentreEntryCorrectionInput, { id: string }>;

/**
 * `/sampath-piyasa/correct/{id}`: a submitted entry is never edited; its author (or a super admin acting as the
 * authority) asks the administrator to void it or replace it with corrected values, with a reason. The entry counts
 * as it is until the administrator completes the request. A replacement's figures are checked for plausibility as
 * a new entry's are (ADR 0115).
 */
export function CorrectCentreEntryPage() {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const { id = '' } = useParams();
  const scope = useLocalAuthorityScope();
  // Untyped as in the add wizard: the replacement's field names hold the centre's id.
  const [form] = Form.useForm();
  const action = Form.useWatch('action', form) as CentreCorrectionValues['action'];
  const entry = useCentreWasteEntry(id, scope);
  const options = useCentreWasteFormOptions(scope);
  const requestCorrection = useRequestCentreCorrection(scope);
  const viewPath = `/sampath-piyasa/waste-view/${id}`;
  const refusal = entry.data ? correctionRefusalOf(entry.data) : null;
  const plausibility = useReplacementPlausibility(scope, entry.data?.centreName ?? '');

  const review = async (wizard: Wizard, current: CentreWasteEntryDetail) => {
    const replacing = action === 'REPLACE';
    const fields = replacing ? [['action'], ['reason'], ['entries', current.sampathPiyasaId]] : [['action'], ['reason']];
    if (!(await wizard.validate(fields, { recursive: true }))) return;
    const order = (options.data?.materials ?? []).map((material) => material.id);
    wizard.review(toCorrectionInput(current, form.getFieldsValue(true) as CentreCorrectionValues, order));
  };

  return (
    <EntryWizard
      form={form}
      save={async (input: CentreEntryCorrectionInput) => {
        try {
          return await requestCorrection.mutateAsync(input);
        } catch (error) {
          throw withPageRefusalWords(error, (code) => (isCorrectionRefusal(code) ? t(`sampathPiyasa.refusal.${code}`) : null));
        }
      }}
      fieldOf={correctionFieldOf}
      plausibility={plausibility}
      texts={{ confirmTitle: t('sampathPiyasa.correction.confirmTitle'), saved: t('sampathPiyasa.correction.sent') }}
      title={t('sampathPiyasa.correctTitle')}
      parents={[
        { title: t('sampathPiyasa.title'), path: '/sampath-piyasa' },
        { title: t('sampathPiyasa.wasteViewTitle'), path: viewPath },
      ]}
      data={{ query: entry, loadFailed: t('sampathPiyasa.wasteListLoadFailed') }}
      formProps={{
        testId: 'correction-form',
        initialValues: entry.data ? { entries: { [entry.data.sampathPiyasaId]: entryValues(entry.data) } } : undefined,
        onValuesChange: (changed: Partial<CentreCorrectionValues>, values: CentreCorrectionValues) => {
          for (const [centreId, changedEntry] of Object.entries(changed.entries ?? {})) {
            const whole = values.entries?.[centreId];
            if (changedEntry?.frequencyType && whole) form.setFieldValue(['entries', centreId], { ...whole, ...carriedDates(whole) });
          }
        },
      }}
      fields={(current) => (refusal ? null : <CentreCorrectionFields form={form} entry={current} options={options} />)}
      steps={(wizard) => [
        {
          title: t('sampathPiyasa.correction.step'),
          fields: true,
          content: refusal ? (
            <Alert
              type="warning"
              showIcon
              title={t(`sampathPiyasa.refusal.${refusal}`)}
              action={<Link to={viewPath}>{t('sampathPiyasa.correction.backToEntry')}</Link>}
              data-testid="correction-refused"
            />
          ) : null,
          onNext: () => {
            if (entry.data) void review(wizard, entry.data);
          },
          nextDisabled: !entry.data || refusal !== null || (action === 'REPLACE' && !options.data),
          nextTestId: 'correction-next',
        },
      ]}
      review={(wizard) => ({
        content:
          wizard.input && entry.data ? (
            <CentreCorrectionReview entry={entry.data} input={wizard.input} saveError={wizard.saveError} />
          ) : null,
        submitTestId: 'submit-correction',
      })}
      saved={() => ({
        title: t('sampathPiyasa.correction.sent'),
        subTitle: t('sampathPiyasa.correction.sentDetail'),
        view: { path: viewPath, label: t('sampathPiyasa.correction.backToEntry') },
        testId: 'correction-sent',
      })}
    />
  );
}
