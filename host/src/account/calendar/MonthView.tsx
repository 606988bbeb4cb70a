import { useNarrowerThan } from '@waste/shared';
import { theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import type { CalendarEvent } from './api/calendarEvent';
import { eventsOn, monthGrid, startOfDay } from './calendarDates';
import { EventTag } from './EventTag';
import { useCalendarNames } from './useCalendarNames';

interface Props {
  anchor: Date;
  events: CalendarEvent[];
  onDayClick: (day: Date) => void;
  onEventClick: (event: CalendarEvent) => void;
}

/**
 * The month as whole weeks, Monday first like the week view (antd's grid took its first day from the
 * locale: Sunday in English). Columns share the width evenly and never grow with their content, so a
 * long title or a long weekday name is cut with an ellipsis inside its own day.
 */
export function MonthView({ anchor, events, onDayClick, onEventClick }: Props) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const names = useCalendarNames();
  const narrow = useNarrowerThan('md');
  const { token } = theme.useToken();
  const days = monthGrid(anchor);
  const today = startOfDay(new Date()).getTime();
  const line = `1px solid ${token.colorBorderSecondary}`;
  // The theme's link blue: the blue that keeps AA contrast as text in both themes (themeTokens.ts).
  const todayColor = token.colorLink;
  const cut = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

  return (
    <div
      data-testid="month-view"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
        borderTop: line,
        borderInlineStart: line,
        background: token.colorBgContainer,
      }}
    >
      {days.slice(0, 7).map((day) => (
        <div
          key={`head-${day.getDay()}`}
          title={names.weekdayLong(day)}
          style={{
            ...cut,
            padding: '6px 2px',
            borderInlineEnd: line,
            borderBottom: line,
            fontSize: token.fontSizeSM,
            fontWeight: token.fontWeightStrong,
            textAlign: 'center',
          }}
        >
          {narrow ? names.weekdayNarrow(day) : names.weekday(day)}
        </div>
      ))}
      {days.map((day) => {
        const inMonth = day.getMonth() === anchor.getMonth();
        const isToday = day.getTime() === today;
        return (
          <div
            key={day.getTime()}
            data-testid="month-day"
            style={{
              minWidth: 0,
              minHeight: 96,
              padding: 4,
              borderInlineEnd: line,
              borderBottom: line,
              background: inMonth ? undefined : token.colorFillQuaternary,
            }}
          >
            <button
              type="button"
              aria-label={t('calendar.addOn', { day: names.date(day) })}
              aria-current={isToday ? 'date' : undefined}
              onClick={() => onDayClick(day)}
              style={{
                display: 'block',
                width: '100%',
                padding: '0 4px',
                border: 'none',
                borderRadius: token.borderRadiusSM,
                background: 'transparent',
                cursor: 'pointer',
                textAlign: 'end',
                font: 'inherit',
              }}
            >
              <Typography.Text
                strong={isToday}
                type={inMonth ? undefined : 'secondary'}
                style={isToday ? { color: todayColor } : undefined}
              >
                {day.getDate()}
              </Typography.Text>
            </button>
            {eventsOn(events, day).map((event) => (
              <EventTag key={event.id} event={event} onOpen={onEventClick} />
            ))}
          </div>
        );
      })}
    </div>
  );
}
