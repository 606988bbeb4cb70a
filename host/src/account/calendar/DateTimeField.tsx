import { DatePicker, Flex, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';

/** The product's formats (ISO order, 24-hour clock), not the browser's own. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'HH:mm';

interface Props {
  /** Form.Item's: the date field takes the label's id. */
  id?: string;
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  /** A whole day: no time field. */
  allDay: boolean;
  timeLabel: string;
}

/**
 * One instant as a date field and a time field side by side: each of antd's pickers fits a phone's width,
 * where the combined date-and-time panel did not. Changing one keeps the other.
 */
export function DateTimeField({ id, value, onChange, allDay, timeLabel }: Props) {
  return (
    <Flex gap="small">
      <DatePicker
        id={id}
        value={value}
        format={DATE_FORMAT}
        placeholder={DATE_FORMAT}
        allowClear={false}
        style={{ flex: 2, minWidth: 0 }}
        onChange={(day: Dayjs | null) => onChange?.(day && value ? day.hour(value.hour()).minute(value.minute()) : day)}
      />
      {allDay ? null : (
        <TimePicker
          aria-label={timeLabel}
          value={value}
          format={TIME_FORMAT}
          placeholder={TIME_FORMAT}
          minuteStep={5}
          allowClear={false}
          needConfirm={false}
          style={{ flex: 1, minWidth: 0 }}
          onChange={(time: Dayjs | null) => onChange?.(time && value ? value.hour(time.hour()).minute(time.minute()) : time)}
        />
      )}
    </Flex>
  );
}
