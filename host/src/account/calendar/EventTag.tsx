import { Tag } from 'antd';
import type { CalendarEvent } from './api/calendarEvent';
import { tagColorOf } from './eventColors';

/** An event in a day cell, cut to the cell's width (the whole title on hover); a click opens it without also selecting the day beneath. */
export function EventTag({ event, time, onOpen }: { event: CalendarEvent; time?: string; onOpen: (event: CalendarEvent) => void }) {
  return (
    <Tag
      color={tagColorOf(event.color)}
      role="button"
      tabIndex={0}
      data-testid="calendar-event"
      title={time ? `${time} ${event.title}` : event.title}
      style={{
        cursor: 'pointer',
        display: 'block',
        maxWidth: '100%',
        marginInlineEnd: 0,
        marginBottom: 2,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
      onClick={(click) => {
        click.stopPropagation();
        onOpen(event);
      }}
      onKeyDown={(key) => {
        if (key.key === 'Enter') onOpen(event);
      }}
    >
      {time ? `${time} ` : ''}
      {event.title}
    </Tag>
  );
}
