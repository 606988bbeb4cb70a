import { Calendar, Flex, Select } from 'antd';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import type { CalendarEvent } from './api/calendarEvent';
import { eventsOn } from './calendarDates';
import { EventTag } from './EventTag';

type CalendarDate = Parameters<NonNullable<ComponentProps<typeof Calendar>['onSelect']>>[0];

/** Years offered around the one shown. */
const YEARS_AROUND = 5;

interface Props {
  events: CalendarEvent[];
  onMonthChange: (anchor: Date) => void;
  onDayClick: (day: Date) => void;
  onEventClick: (event: CalendarEvent) => void;
}

/**
 * antd's month grid with the user's events in each day cell. Its own header is replaced: antd's year and
 * month selects have no label (axe: "label"), and its month/year switch repeated the page's view toggle.
 */
export function MonthView({ events, onMonthChange, onDayClick, onEventClick }: Props) {
  const { t, i18n } = useTranslation(HOST_NAMESPACE);
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long' });
  const monthOptions = Array.from({ length: 12 }, (_, month) => ({ value: month, label: monthName.format(new Date(2000, month, 1)) }));

  return (
    <Calendar
      mode="month"
      onPanelChange={(date: CalendarDate) => onMonthChange(date.toDate())}
      onSelect={(date: CalendarDate, { source }) => {
        if (source === 'date') onDayClick(date.toDate());
        else onMonthChange(date.toDate());
      }}
      headerRender={({ value, onChange }) => (
        <Flex gap="small" justify="flex-end" style={{ paddingBlock: 8 }}>
          <Select
            aria-label={t('calendar.year')}
            value={value.year()}
            onChange={(year: number) => onChange(value.year(year))}
            options={Array.from({ length: 2 * YEARS_AROUND + 1 }, (_, index) => value.year() - YEARS_AROUND + index).map((year) => ({ value: year, label: String(year) }))}
            popupMatchSelectWidth={false}
          />
          <Select
            aria-label={t('calendar.month')}
            value={value.month()}
            onChange={(month: number) => onChange(value.month(month))}
            options={monthOptions}
            popupMatchSelectWidth={false}
          />
        </Flex>
      )}
      cellRender={(date: CalendarDate, info) =>
        info.type === 'date' ? eventsOn(events, date.toDate()).map((event) => <EventTag key={event.id} event={event} onOpen={onEventClick} />) : info.originNode
      }
    />
  );
}
