import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors, type BodyPath } from '../api/errorMessage';
import { formatNumber } from '../format/useFormatters';
import { COMMON_NAMESPACE } from '../i18n/instance';
import type { EntryPlausibility } from './entryPlausibility';
import { implausibleWarnings, warningCodes, warningPath, type PlausibilityWarning } from './plausibilityWarnings';

interface PlausibilityCheckOptions<Values, Input> {
  form: FormInstance<Values>;
  fieldOf?: (path: BodyPath, sent: Input) => BodyPath | null;
  plausibility?: EntryPlausibility<Input>;
}

type FieldData = Parameters<FormInstance['setFields']>[0][number];

/**
 * A wizard's plausibility check (issue 35): before the review, the figures are checked; the first time a body has
 * warnings they are put on its fields and the step stays, so that a slip is corrected where it was typed; the same
 * body again goes on to the review, where Submit waits for the tick that confirms them and sends them acknowledged.
 */
export function usePlausibilityCheck<Values, Input>({ form, fieldOf, plausibility }: PlausibilityCheckOptions<Values, Input>) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const [checking, setChecking] = useState(false);
  const [onStep, setOnStep] = useState<PlausibilityWarning[]>([]);
  const [onReview, setOnReview] = useState<PlausibilityWarning[]>([]);
  const [acknowledged, setAcknowledged] = useState(false);
  // The body whose warnings the step showed, and the fields that show them.
  const warnedBody = useRef<string | null>(null);
  const warnedFields = useRef<BodyPath[]>([]);

  const formField = (warning: PlausibilityWarning, sent: Input) => {
    const path = warningPath(warning.field);
    return fieldOf ? fieldOf(path, sent) : path;
  };
  const clearFieldWarnings = () => {
    form.setFields(warnedFields.current.map((name): FieldData => ({ name, warnings: [] })));
    warnedFields.current = [];
  };
  const showOnFields = (warnings: PlausibilityWarning[], sent: Input) => {
    const fields = warnings.flatMap((warning): FieldData[] => {
      const name = formField(warning, sent);
      if (!name) return [];
      const { unit } = plausibility!.describe(warningPath(warning.field), sent);
      const text = t('plausibility.fieldWarning', {
        low: formatNumber(warning.low),
        high: formatNumber(warning.high),
        unit,
        reason: t(`plausibility.reason.${warning.code}`),
      });
      return [{ name, warnings: [text] }];
    });
    form.setFields(fields);
    warnedFields.current = fields.map((field) => field.name as BodyPath);
  };

  return {
    checking,
    state: { options: plausibility, onStep, onReview, acknowledged, acknowledge: setAcknowledged },
    /** Whether to go on to the review of this body. */
    beforeReview: async (sent: Input): Promise<boolean> => {
      if (!plausibility) return true;
      setChecking(true);
      const answer = await plausibility.check(sent).then(
        (warnings) => ({ warnings }),
        (failure: unknown) => ({ failure }),
      );
      setChecking(false);
      clearFieldWarnings();
      if ('failure' in answer) {
        // A figure refused (more than the country generates) is shown on its field, where it was typed; any other
        // failure (no network) says nothing here: the save answers for itself.
        const refused = serverFieldErrors<Values>(answer.failure, fieldOf && ((path) => fieldOf(path, sent)));
        setOnStep([]);
        setOnReview([]);
        setAcknowledged(false);
        const first = refused[0];
        if (!first) return true;
        form.setFields(refused);
        form.scrollToField(first.name, { focus: true });
        return false;
      }
      const found = answer.warnings;
      const body = JSON.stringify(sent);
      if (found.length > 0 && body !== warnedBody.current) {
        warnedBody.current = body;
        showOnFields(found, sent);
        setOnStep(found);
        return false;
      }
      setOnStep([]);
      setOnReview(found);
      setAcknowledged(false);
      return true;
    },
    /** A save refused as implausible (422) shows its warnings on the review, to confirm. */
    refused: (failure: unknown) => {
      const found = implausibleWarnings(failure);
      if (!found) return;
      setOnReview(found);
      setAcknowledged(false);
    },
    /** The body Submit sends: with the warnings the review showed, confirmed. */
    acknowledged: (sent: Input) =>
      plausibility && onReview.length > 0 && acknowledged ? plausibility.acknowledge(sent, warningCodes(onReview)) : sent,
    leaveStep: () => setOnStep([]),
    reset: () => {
      clearFieldWarnings();
      warnedBody.current = null;
      setOnStep([]);
      setOnReview([]);
      setAcknowledged(false);
    },
  };
}
