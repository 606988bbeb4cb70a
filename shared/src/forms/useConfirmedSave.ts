import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/errorMessage';
import { COMMON_NAMESPACE } from '../i18n/instance';
import { useToast } from '../ui/useToast';

/** The question asked before a save that cannot be undone, and the toast once it is saved. */
export interface ConfirmedSaveTexts {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  saved: string;
}

/** A save put off rather than refused (kept on the device while offline): its words are the toast, no error shown. */
export class SaveDeferred extends Error {}

/**
 * A wizard's last step (spec section 4): asks before saving, then holds what the server saved, or its reason
 * for refusing ('Unknown error' when it gave none). The form keeps what was typed either way.
 */
export function useConfirmedSave<Input, Saved>(save: (input: Input) => Promise<Saved>, texts: ConfirmedSaveTexts) {
  const { modal } = App.useApp();
  const toast = useToast();
  const { t } = useTranslation(COMMON_NAMESPACE);
  const [saved, setSaved] = useState<Saved | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (input: Input) => {
    setSaveError(null);
    setSaving(true);
    try {
      const result = await save(input);
      toast.success(texts.saved);
      setSaved(result);
    } catch (error) {
      if (error instanceof SaveDeferred) {
        toast.success(error.message);
        return;
      }
      const message = errorMessage(error, t('error.unknown'));
      toast.error(message);
      setSaveError(message);
    } finally {
      setSaving(false);
    }
  };

  return {
    saved,
    saveError,
    /** From the confirmation until the server answers: Back and Submit wait meanwhile. */
    saving,
    confirmSubmit: (input: Input | null) => {
      if (!input) return;
      modal.confirm({
        title: texts.title,
        content: texts.content,
        okText: texts.okText,
        cancelText: texts.cancelText,
        onOk: () => submit(input),
      });
    },
    clearSaveError: () => setSaveError(null),
    /** For "add another": the wizard starts again. */
    reset: () => {
      setSaved(null);
      setSaveError(null);
    },
  };
}
