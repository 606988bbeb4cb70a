import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { AriaAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../i18n/instance';

dayjs.extend(customParseFormat);

/** The one way dates are typed and shown on every page. */
const ISO_DATE_FORMAT = 'YYYY-MM-DD';

/** What a form item hands its field (id, the aria attributes of its label and errors), and the bounds. */
export interface DateInputProps extends Pick<DatePickerProps, 'id' | 'disabled' | 'placeholder' | 'status' | 'style'>, AriaAttributes {
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  /** The first day that may be chosen (e.g. a period's start for its end); the calendar opens on its month. */
  notBefore?: Dayjs | null;
  /** The last day that may be chosen (e.g. today). */
  notAfter?: Dayjs | null;
}

/**
 * A calendar day in a form: typed as YYYY-MM-DD or picked, days outside the bounds greyed out. A day
 * typed outside them is kept, not cleared, so that the field's rules say why it is refused.
 */
export function DateInput({ value, onChange, notBefore, notAfter, ...picker }: DateInputProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const outside = (date: Dayjs) => Boolean((notBefore && date.isBefore(notBefore, 'day')) || (notAfter && date.isAfter(notAfter, 'day')));
  const keepTyped = (text: string) => {
    const typed = dayjs(text, ISO_DATE_FORMAT, true);
    if (typed.isValid() && outside(typed) && !(value && typed.isSame(value, 'day'))) onChange?.(typed);
  };

  return (
    <DatePicker
      style={{ width: '100%' }}
      placeholder={t('date.placeholder')}
      {...picker}
      value={value}
      onChange={(date) => onChange?.(date as Dayjs | null)}
      format={ISO_DATE_FORMAT}
      disabledDate={outside}
      defaultPickerValue={value ? undefined : (notBefore ?? undefined)}
      onBlur={(event) => keepTyped((event.target as HTMLInputElement).value ?? '')}
      onKeyDown={(event) => {
        if (event.key === 'Enter') keepTyped((event.target as HTMLInputElement).value ?? '');
      }}
    />
  );
}
