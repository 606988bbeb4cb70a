import { Calendar } from 'antd';
import type { ComponentProps } from 'react';
import type { CalendarEvent } from './api/calendarEvent';
import { eventsOn } from './calendarDates';
import { EventTag } from './EventTag';

type CalendarDate = Parameters<NonNullable<ComponentProps<typeof Calendar>['onSelect']>>[0];

interface Props {
  events: CalendarEvent[];
  onMonthChange: (anchor: Date) => void;
  onDayClick: (day: Date) => void;
  onEventClick: (event: CalendarEvent) => void;
}

/** antd's month grid with the user's events in each day cell. */
export function MonthView({ events, onMonthChange, onDayClick, onEventClick }: Props) {
  return (
    <Calendar
      mode="month"
      onPanelChange={(date: CalendarDate) => onMonthChange(date.toDate())}
      onSelect={(date: CalendarDate, { source }) => {
        if (source === 'date') onDayClick(date.toDate());
        else onMonthChange(date.toDate());
      }}
      cellRender={(date: CalendarDate, info) =>
        info.type === 'date' ? eventsOn(events, date.toDate()).map((event) => <EventTag key={event.id} event={event} onOpen={onEventClick} />) : info.originNode
      }
    />
  );
}
