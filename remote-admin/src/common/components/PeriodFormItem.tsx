import { PeriodRangePicker } from '@waste/shared';
import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** The value of a list's date range filter: from and to, either left open. */
export interface PeriodValue {
  period?: [Dayjs | null, Dayjs | null] | null;
}

interface Dates {
  fromDate?: string;
  toDate?: string;
}

const ISO = 'YYYY-MM-DD';

/** The range the `fromDate` and `toDate` filters of the address show (none when both are open). */
export function periodOfDates({ fromDate, toDate }: Dates): PeriodValue {
  return { period: fromDate || toDate ? [fromDate ? dayjs(fromDate) : null, toDate ? dayjs(toDate) : null] : null };
}

/** The `fromDate` and `toDate` filters of a chosen range, as days. */
export function datesOfPeriod({ period }: PeriodValue): Dates {
  return { fromDate: period?.[0]?.format(ISO), toDate: period?.[1]?.format(ISO) };
}

/** A filter bar's date range, either end left open; on a phone two dates, each opening inside the screen. */
export function PeriodFormItem({ label }: { label: string }) {
  return (
    <Form.Item name="period" label={label}>
      <PeriodRangePicker allowEmpty={[true, true]} />
    </Form.Item>
  );
}
