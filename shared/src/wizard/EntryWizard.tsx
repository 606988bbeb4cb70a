import { Alert, Button, Card, Flex, Form, Result, Steps, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStepFocus } from '../forms/useStepFocus';
import { COMMON_NAMESPACE, registerTranslations } from '../i18n/instance';
import { KeptEntries } from '../offline/KeptEntries';
import { PlausibilityWarnings } from '../plausibility/PlausibilityWarnings';
import en from '../i18n/locales/entryWizard.en.json';
import si from '../i18n/locales/entryWizard.si.json';
import ta from '../i18n/locales/entryWizard.ta.json';
import type { StatusQuery } from '../query/QueryError';
import { QueryState } from '../query/QueryState';
import { PageFrame, type PageFrameParent } from '../ui/PageFrame';
import { StepPart } from './StepPart';
import { useEntryWizard, type EntryWizardOptions, type EntryWizardState } from './useEntryWizard';

// The wizard's words come with its code, not in the package every page loads first.
registerTranslations(COMMON_NAMESPACE, { en, si, ta });

/** One step before the review. */
export interface EntryStep {
  title: string;
  /**
   * Whether the form's fields show on this step (the form stays mounted, hidden, on the others). A form whose steps
   * show different fields wraps each step's in a `StepPart`.
   */
  fields?: boolean;
  /** Shown below the form: a question of its own, the centres to choose, a balance as it is typed. */
  content?: ReactNode;
  /** Whether the step shows the form data's skeleton and failure; false for a step that needs none of it. */
  waitsForData?: boolean;
  /** Next, or Review on the last step: checks the step, then `wizard.goTo(…)` or `wizard.review(input)`. */
  onNext: () => void;
  nextDisabled?: boolean;
  nextTestId?: string;
}

/** The last step: what will be sent, and Submit. */
export interface EntryReview {
  /** Everything as it will be saved, with `wizard.saveError` where the page shows it. */
  content: ReactNode;
  submitDisabled?: boolean;
  submitTestId?: string;
  waitsForData?: boolean;
}

/** What the page shows once saved (antd's success Result). */
export interface EntrySaved {
  title: string;
  subTitle?: ReactNode;
  /** The saved record's page: the first, primary button. */
  view?: { path: string; label: string };
  /** Offers "Add another" (usually `wizard.addAnother(firstStep)`). */
  onAddAnother?: () => void;
  /** Offers "Back to the list". */
  listPath?: string;
  /** Further buttons, keyed (e.g. one link a saved centre). */
  extra?: ReactNode[];
  testId?: string;
}

export interface EntryWizardProps<Values, Input, Saved, Data> extends EntryWizardOptions<Values, Input, Saved> {
  title: string;
  parents: PageFrameParent[];
  /** What the form picks from (its master data): a skeleton, or the failure with Retry, until it is there. */
  data: { query: StatusQuery<Data>; loadFailed: string };
  /** The form's own props; what is typed is tracked already. */
  formProps: Pick<FormProps<Values>, 'initialValues' | 'onValuesChange' | 'style'> & { testId: string };
  /** The fields of every step, drawn once the data is there. */
  fields: (data: Data, wizard: EntryWizardState<Values, Input, Saved>) => ReactNode;
  /** The steps before the review, each Next checking its step, the last one's calling `wizard.review(input)`. */
  steps: (wizard: EntryWizardState<Values, Input, Saved>) => EntryStep[];
  review: (wizard: EntryWizardState<Values, Input, Saved>) => EntryReview;
  saved: (saved: Saved, wizard: EntryWizardState<Values, Input, Saved>) => EntrySaved;
  /** An entry kept on the device, in short, for the list of those waiting (with `offline`). */
  keptDescription?: (input: Input) => ReactNode;
}

/**
 * A data-entry wizard (spec section 4), the one shape of every wizard: numbered steps, the new step taking
 * the keyboard focus, one form kept mounted across the steps so that going back or a failed submit loses
 * nothing typed, a review, the save asked for first (it cannot be undone), Back and Submit waiting while it
 * is sent, leaving with unsaved work asking first, and the saved screen. It holds the wizard's state
 * (`EntryWizardState`) and hands it to the page's steps, fields, review and saved screen.
 */
export function EntryWizard<Values, Input, Saved, Data>({
  form,
  save,
  texts,
  fieldOf,
  plausibility,
  offline,
  keptDescription,
  title,
  parents,
  saved,
  ...parts
}: EntryWizardProps<Values, Input, Saved, Data>) {
  const wizard = useEntryWizard({ form, save, texts, fieldOf, plausibility, offline });
  const page = wizard.waiting ? (
    <WaitingResult onAddAnother={() => wizard.addAnother(offline?.fieldsStep)} />
  ) : wizard.saved ? (
    <SavedResult {...saved(wizard.saved, wizard)} />
  ) : (
    <Stepper wizard={wizard} {...parts} />
  );
  return (
    <PageFrame title={title} parents={parents}>
      <Flex vertical gap="middle">
        <KeptEntries kept={wizard.kept} onOpen={wizard.openKept} describe={keptDescription} />
        <Card>{page}</Card>
      </Flex>
    </PageFrame>
  );
}

/** The entry is kept on this device until the line is back (issue 42). */
function WaitingResult({ onAddAnother }: { onAddAnother: () => void }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return (
    <Result
      status="info"
      title={t('offline.waitingTitle')}
      subTitle={t('offline.waitingText')}
      data-testid="entry-waiting"
      extra={[
        <Button key="another" onClick={onAddAnother}>
          {t('wizard.addAnother')}
        </Button>,
      ]}
    />
  );
}

type StepperProps<Values, Input, Saved, Data> = Pick<
  EntryWizardProps<Values, Input, Saved, Data>,
  'data' | 'formProps' | 'fields' | 'steps' | 'review'
> & { wizard: EntryWizardState<Values, Input, Saved> };

function Stepper<Values, Input, Saved, Data>({ wizard, data, formProps, fields, steps, review }: StepperProps<Values, Input, Saved, Data>) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const entrySteps = steps(wizard);
  const index = wizard.step === 'review' ? entrySteps.length : wizard.step;
  const step = wizard.step === 'review' ? undefined : entrySteps[wizard.step];
  // The step gets the focus after Next, Review and Back: its first field, or itself when it has none. A step
  // reached before its fields' data came gets it again, on its first field, once they are drawn.
  const fieldsToCome = index > 0 && Boolean(step?.fields) && data.query.data === undefined;
  const container = useStepFocus<HTMLDivElement>(fieldsToCome ? `${index}, its fields to come` : wizard.step);
  const last = step ? undefined : review(wizard);
  const titles = [...entrySteps.map((entry) => entry.title), t('wizard.review')];
  const { testId, onValuesChange, ...otherFormProps } = formProps;

  return (
    <Flex vertical gap="large" ref={container} tabIndex={-1} aria-label={titles[index]} style={{ outline: 'none' }}>
      <Steps current={index} items={titles.map((stepTitle) => ({ title: stepTitle }))} />
      {((step ?? last)?.waitsForData ?? true) ? <QueryState query={data.query} loadFailed={data.loadFailed} /> : null}
      {data.query.data !== undefined ? (
        // Kept mounted on every step, so that going back or a failed submit loses nothing typed.
        <StepPart shown={Boolean(step?.fields)}>
          <Form<Values>
            form={wizard.form}
            layout="vertical"
            data-testid={testId}
            onValuesChange={(changed, values) => {
              wizard.markTyped();
              onValuesChange?.(changed, values);
            }}
            {...otherFormProps}
          >
            {fields(data.query.data, wizard)}
          </Form>
        </StepPart>
      ) : null}
      {step ? step.content : last?.content}
      <WizardWarnings wizard={wizard} />
      <Flex gap="small">
        {index > 0 ? (
          <Button onClick={() => wizard.goTo(index - 1)} disabled={wizard.saving}>
            {t('wizard.back')}
          </Button>
        ) : null}
        {step ? (
          // Keyed apart from Submit: one antd Button reused would carry Next's loading state onto Submit for a moment.
          <Button
            key="next"
            type="primary"
            disabled={step.nextDisabled}
            loading={wizard.checking}
            onClick={step.onNext}
            data-testid={step.nextTestId}
          >
            {index === entrySteps.length - 1 ? t('wizard.review') : t('wizard.next')}
          </Button>
        ) : (
          <Button
            key="submit"
            type="primary"
            loading={wizard.saving}
            disabled={last?.submitDisabled || (wizard.plausibility.onReview.length > 0 && !wizard.plausibility.acknowledged)}
            onClick={wizard.submit}
            data-testid={last?.submitTestId}
          >
            {t('wizard.submit')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

/** The figures out of the ordinary: on the step, to correct or to review as they are; on the review, to confirm. */
function WizardWarnings<Values, Input, Saved>({ wizard }: { wizard: EntryWizardState<Values, Input, Saved> }) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const { options, onStep, onReview, acknowledged, acknowledge } = wizard.plausibility;
  if (!options) return null;
  if (wizard.step !== 'review') {
    return onStep.length > 0 ? <Alert type="warning" showIcon title={t('plausibility.onStep')} data-testid="plausibility-on-step" /> : null;
  }
  return wizard.input === null ? null : (
    <PlausibilityWarnings
      warnings={onReview}
      describe={options.describe}
      input={wizard.input}
      acknowledgement={{ checked: acknowledged, onChange: acknowledge }}
    />
  );
}

function SavedResult({ title, subTitle, view, onAddAnother, listPath, extra = [], testId }: EntrySaved) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const actions = [
    view ? (
      <Link key="view" to={view.path}>
        <Button type="primary">{view.label}</Button>
      </Link>
    ) : null,
    onAddAnother ? (
      <Button key="another" onClick={onAddAnother}>
        {t('wizard.addAnother')}
      </Button>
    ) : null,
    listPath ? (
      <Link key="list" to={listPath}>
        <Button>{t('wizard.backToList')}</Button>
      </Link>
    ) : null,
    ...extra,
  ].filter(Boolean);
  return <Result status="success" title={title} subTitle={subTitle} extra={actions} data-testid={testId} />;
}
