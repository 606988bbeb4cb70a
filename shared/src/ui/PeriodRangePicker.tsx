import { DatePicker, Flex } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../i18n/instance';
import { useIsPhone } from './useIsPhone';

type RangePickerProps = ComponentProps<typeof DatePicker.RangePicker>;
type Range = [Dayjs | null, Dayjs | null] | null;

/**
 * A phone's one-month panel below its field, moved sideways to stay inside the screen (shiftX) instead of
 * flipped to the field's other edge (adjustX), which had opened it at x = -13 on /wasteData.
 */
const INSIDE_THE_SCREEN = { overflow: { adjustX: 0, shiftX: true, adjustY: 1 } } as const;

export interface PeriodRangePickerProps {
  /** Set by the Form.Item around it (its label points at the first date). */
  id?: string;
  value?: Range;
  onChange?: (range: Range) => void;
  /** Either end may be left open (a filter's range). */
  allowEmpty?: [boolean, boolean];
  disabledDate?: RangePickerProps['disabledDate'];
}

/**
 * A range of days, for every range in the product (docs/adr/0250-tables-and-narrow-layouts.md). antd's range
 * picker opens two month panels side by side (576 px): on a phone (< 576 px) they stood out of the screen
 * (x = -211). There it is two date pickers, start above end, each opening one month inside the viewport; the
 * value is the same pair either way.
 */
export function PeriodRangePicker({ id, value, onChange, allowEmpty, disabledDate }: PeriodRangePickerProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const phone = useIsPhone();
  if (!phone) {
    return (
      <DatePicker.RangePicker
        id={id}
        value={value}
        onChange={(range) => onChange?.(range)}
        allowEmpty={allowEmpty}
        disabledDate={disabledDate}
      />
    );
  }
  const [start, end] = value ?? [null, null];
  const change = (next: [Dayjs | null, Dayjs | null]) => onChange?.(next[0] || next[1] ? next : null);
  const inRange = (day: Dayjs, info: Parameters<NonNullable<RangePickerProps['disabledDate']>>[1]) => Boolean(disabledDate?.(day, info));
  return (
    <Flex vertical gap="small" style={{ width: '100%' }} data-testid="period-range-phone">
      <DatePicker
        id={id}
        value={start}
        placeholder={t('period.start')}
        aria-label={t('period.start')}
        allowClear={allowEmpty?.[0] ?? false}
        placement="bottomLeft"
        popupAlign={INSIDE_THE_SCREEN}
        disabledDate={(day, info) => Boolean(end && day.isAfter(end, 'day')) || inRange(day, { ...info, from: undefined })}
        onChange={(day: Dayjs | null) => change([day, end])}
        style={{ width: '100%' }}
      />
      <DatePicker
        value={end}
        placeholder={t('period.end')}
        aria-label={t('period.end')}
        allowClear={allowEmpty?.[1] ?? false}
        placement="bottomLeft"
        popupAlign={INSIDE_THE_SCREEN}
        disabledDate={(day, info) => Boolean(start && day.isBefore(start, 'day')) || inRange(day, { ...info, from: start ?? undefined })}
        onChange={(day: Dayjs | null) => change([start, day])}
        style={{ width: '100%' }}
      />
    </Flex>
  );
}
