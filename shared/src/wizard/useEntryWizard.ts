import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors, type BodyPath } from '../api/errorMessage';
import { useConfirmedSave } from '../forms/useConfirmedSave';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard';
import { COMMON_NAMESPACE } from '../i18n/instance';
import type { EntryPlausibility } from '../plausibility/entryPlausibility';
import { usePlausibilityCheck } from '../plausibility/usePlausibilityCheck';
import type { PlausibilityWarning } from '../plausibility/plausibilityWarnings';

/** An entry step by its index, or the review that follows the last one. */
export type WizardStep = number | 'review';

export interface EntryWizardOptions<Values, Input, Saved> {
  /** The one form of every step (`Form.useForm()` in the page, which may watch it and read it back). */
  form: FormInstance<Values>;
  /** Sends what the review showed; its answer is what the saved screen shows. */
  save: (input: Input) => Promise<Saved>;
  /** The question before the save that cannot be undone ('Submit this return?') and the toast once saved. */
  texts: { confirmTitle: string; saved: string };
  /**
   * The form's field for a field of the sent body the server refused, where the form is shaped otherwise
   * than the body (null: none); by default the same name. Back on its step, the field shows why.
   */
  fieldOf?: (path: BodyPath, sent: Input) => BodyPath | null;
  /** The save's plausibility check (docs/adr/0100-plausibility-warnings-at-entry.md): warned on the step, confirmed on the review. */
  plausibility?: EntryPlausibility<Input>;
}

export interface EntryWizardState<Values, Input, Saved> {
  form: FormInstance<Values>;
  step: WizardStep;
  /** What the review shows and Submit sends, set by `review`. */
  input: Input | null;
  saved: Saved | null;
  /** The server's reason for refusing the last submit, for the review to show; the form keeps what was typed. */
  saveError: string | null;
  saving: boolean;
  /** While the plausibility check of what will be reviewed is asked. */
  checking: boolean;
  /** The figures found out of the ordinary: on the step where they were typed, then on the review. */
  plausibility: {
    options?: EntryPlausibility<Input>;
    /** Shown on the step: correct them, or Review again to review them as they are. */
    onStep: PlausibilityWarning[];
    /** Shown on the review: Submit waits for the tick that confirms them, then sends them acknowledged. */
    onReview: PlausibilityWarning[];
    acknowledged: boolean;
    acknowledge: (checked: boolean) => void;
  };
  /** Something was typed since the wizard started (or started again): leaving asks first until it is saved. */
  typed: boolean;
  goTo: (step: number) => void;
  /** Something was typed (the form reports its own changes; a page's own inputs call this). */
  markTyped: () => void;
  /** Checks the fields (all, or these); on a refusal the keyboard lands on the first refused field. */
  validate: (...fields: Parameters<FormInstance<Values>['validateFields']>) => Promise<boolean>;
  /** Shows the review of what will be sent, once its figures were checked (warnings stop on the step first). */
  review: (input: Input) => void;
  /** Asks whether to save (it cannot be undone), then saves. */
  submit: () => void;
  /** After a save: an empty form again, at this step. */
  addAnother: (firstStep?: number) => void;
}

/**
 * The state of a data-entry wizard (spec section 4): its step, the review's input, the confirmed save and
 * the guard that asks before unsaved work is left. EntryWizard holds it and hands it to the page's parts.
 */
export function useEntryWizard<Values, Input, Saved>({
  form,
  save,
  texts,
  fieldOf,
  plausibility,
}: EntryWizardOptions<Values, Input, Saved>): EntryWizardState<Values, Input, Saved> {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const [step, setStep] = useState<WizardStep>(0);
  const [input, setInput] = useState<Input | null>(null);
  const [typed, setTyped] = useState(false);
  const check = usePlausibilityCheck({ form, fieldOf, plausibility });
  const saveMarkingRefusedFields = async (next: Input) => {
    try {
      return await save(next);
    } catch (failure) {
      form.setFields(serverFieldErrors<Values>(failure, fieldOf && ((path) => fieldOf(path, next))));
      check.refused(failure);
      throw failure;
    }
  };
  const confirmed = useConfirmedSave<Input, Saved>(saveMarkingRefusedFields, {
    title: texts.confirmTitle,
    content: t('wizard.irreversible'),
    okText: t('wizard.submit'),
    cancelText: t('wizard.cancel'),
    saved: texts.saved,
  });
  useUnsavedChangesGuard(typed && !confirmed.saved);

  return {
    form,
    step,
    input,
    saved: confirmed.saved,
    saveError: confirmed.saveError,
    saving: confirmed.saving,
    checking: check.checking,
    plausibility: check.state,
    typed,
    goTo: (next) => {
      check.leaveStep();
      setStep(next);
    },
    markTyped: () => setTyped(true),
    validate: async (...fields) => {
      try {
        await form.validateFields(...fields);
        return true;
      } catch (failure) {
        // Where its message is read out.
        const first = (failure as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
        if (first) form.scrollToField(first.name, { focus: true });
        return false;
      }
    },
    review: (next) => {
      confirmed.clearSaveError();
      void check.beforeReview(next).then((goOn) => {
        if (!goOn) return;
        setInput(next);
        setStep('review');
      });
    },
    submit: () => confirmed.confirmSubmit(input === null ? null : check.acknowledged(input)),
    addAnother: (firstStep = 0) => {
      form.resetFields();
      setTyped(false);
      confirmed.reset();
      check.reset();
      setInput(null);
      setStep(firstStep);
    },
  };
}
