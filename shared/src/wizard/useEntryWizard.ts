import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors, type BodyPath } from '../api/errorMessage';
import { SaveDeferred, useConfirmedSave } from '../forms/useConfirmedSave';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard';
import { COMMON_NAMESPACE } from '../i18n/instance';
import type { EntryPlausibility } from '../plausibility/entryPlausibility';
import { usePlausibilityCheck } from '../plausibility/usePlausibilityCheck';
import type { PlausibilityWarning } from '../plausibility/plausibilityWarnings';
import type { OfflineEntry } from '../offline/offlineStore';
import { isNetworkFailure } from '../offline/sendKept';
import { useKeptEntries, type KeptEntriesState, type KeyedSend } from '../offline/useKeptEntries';

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
  /**
   * Field entry without a network (issue 42, ADR 0272): each entry is sent with an idempotency key made on the
   * device; a submit the line does not let through is kept on the device and sent when it is back.
   */
  offline?: EntryOffline<Values, Input, Saved>;
}

export interface EntryOffline<Values, Input, Saved> {
  /** The wizard's name in the device's store, e.g. 'la-waste'. */
  kind: string;
  send: KeyedSend<Input, Saved>;
  /** The acting scope, kept with the entry. */
  scope?: Record<string, string>;
  /** A refused entry back in the form, for its author to correct. */
  toValues: (input: Input) => Partial<Values>;
  /** The step of the form's fields, where a refused entry opens. */
  fieldsStep: number;
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
  /** The user's entries kept on this device (none without `offline`). */
  kept: KeptEntriesState<Input>;
  /** The last submit was kept on the device: it waits for the line. */
  waiting: boolean;
  /** A kept entry back in the form, sent with its own key when submitted. */
  openKept: (entry: OfflineEntry<Input>) => void;
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
  offline,
}: EntryWizardOptions<Values, Input, Saved>): EntryWizardState<Values, Input, Saved> {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const [step, setStep] = useState<WizardStep>(0);
  const [input, setInput] = useState<Input | null>(null);
  const [typed, setTyped] = useState(false);
  const [waiting, setWaiting] = useState(false);
  // The entry's idempotency key: made at its first submit, the same for every retry until it is saved.
  const key = useRef<string | null>(null);
  const kept = useKeptEntries(offline?.kind ?? '', offline?.send);
  const check = usePlausibilityCheck({ form, fieldOf, plausibility });
  const send = async (next: Input): Promise<Saved> => {
    if (!offline) return save(next);
    key.current ??= crypto.randomUUID();
    const sentKey = key.current;
    try {
      const result = await offline.send(next, sentKey);
      await kept.drop(sentKey);
      return result;
    } catch (failure) {
      if (!kept.available || !isNetworkFailure(failure)) throw failure;
      await kept.keep(sentKey, next, offline.scope ?? {});
      setWaiting(true);
      throw new SaveDeferred(t('offline.keptToast'));
    }
  };
  const saveMarkingRefusedFields = async (next: Input) => {
    try {
      return await send(next);
    } catch (failure) {
      if (failure instanceof SaveDeferred) throw failure;
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
      setWaiting(false);
      key.current = null;
      confirmed.reset();
      check.reset();
      setInput(null);
      setStep(firstStep);
    },
    kept,
    waiting,
    openKept: (entry) => {
      if (!offline) return;
      form.resetFields();
      form.setFieldsValue(offline.toValues(entry.input) as Parameters<typeof form.setFieldsValue>[0]);
      key.current = entry.key;
      setWaiting(false);
      confirmed.reset();
      check.reset();
      setInput(null);
      setTyped(true);
      setStep(offline.fieldsStep);
    },
  };
}
