import { i18n } from '@waste/shared';
import { fakeApi, viewportMatching } from '@waste/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import type { CalendarEvent } from '../src/account/calendar/api/calendarEvent';
import { CalendarPage } from '../src/account/calendar/CalendarPage';
import { signInAs } from './layoutHarness';
import { renderHost } from './renderHost';

// antd's calendar grid is slow to render under jsdom.
jest.setTimeout(60_000);

const today = new Date();
const at = (hour: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate(), hour, 0);
const pad = (value: number) => String(value).padStart(2, '0');
/** The product's format, as typed into the picker. */
const typed = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;

const day = (date: Date) => typed(date).slice(0, 10);
const time = (date: Date) => typed(date).slice(11);

/** Types a date and a time into antd's pickers and confirms each, as a keyboard user does (in one go: jsdom is slow). */
function pick(dialog: HTMLElement, label: 'Start' | 'End', date: Date) {
  for (const [field, text] of [
    [within(dialog).getByLabelText(label), day(date)],
    [within(dialog).getByLabelText(`${label} time`), time(date)],
  ] as const) {
    fireEvent.mouseDown(field);
    fireEvent.change(field, { target: { value: text } });
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' });
  }
}

/** A tiny server keeping the user's events in memory. */
function fakeCalendar(initial: CalendarEvent[] = []) {
  let events = [...initial];
  let nextId = 100;
  const api = fakeApi((config: InternalAxiosRequestConfig) => {
    const body = config.data ? JSON.parse(config.data) : undefined;
    const id = config.url?.split('/').pop();
    if (config.method === 'get') return { status: 200, data: events };
    if (config.method === 'post') {
      const created = { id: String(nextId++), description: null, color: null, ...body };
      events.push(created);
      return { status: 201, data: created };
    }
    if (config.method === 'put') {
      events = events.map((event) => (event.id === id ? { ...event, ...body } : event));
      return { status: 200, data: events.find((event) => event.id === id) };
    }
    events = events.filter((event) => event.id !== id);
    return { status: 204 };
  });
  return { ...api, byMethod: (method: string) => api.calls.filter((call) => call.method === method) };
}

const standup: CalendarEvent = {
  id: '1',
  title: 'Collection review',
  description: 'Monthly',
  start: at(9).toISOString(),
  end: at(10).toISOString(),
  allDay: false,
  color: 'success',
};

// antd's breakpoints at 1366 px; a phone matches none of them.
const DESKTOP = ['(min-width: 576px)', '(min-width: 768px)', '(min-width: 992px)', '(min-width: 1200px)'];

describe('calendar page', () => {
  let undoViewport: () => void;
  afterEach(() => undoViewport());
  beforeEach(() => {
    undoViewport = viewportMatching(...DESKTOP);
    localStorage.clear();
    signInAs(null);
  });

  it("loads the month's events and shows them on their day", async () => {
    const api = fakeCalendar([standup]);
    await renderHost(<CalendarPage />, '/calendar');
    expect(await screen.findByText('Collection review')).toBeInTheDocument();
    const { from, to } = api.byMethod('get')[0].params as { from: string; to: string };
    expect(new Date(from).getTime()).toBeLessThan(at(0).getTime());
    expect(new Date(to).getTime()).toBeGreaterThan(at(23).getTime());
    api.restore();
  });

  it('creates an event from the New event button and shows it', async () => {
    const api = fakeCalendar();
    await renderHost(<CalendarPage />, '/calendar');
    await userEvent.click(screen.getByRole('button', { name: /New event/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Beach clean-up');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Mount Lavinia');
    pick(dialog, 'Start', at(14));
    pick(dialog, 'End', at(16));
    await userEvent.click(within(dialog).getByLabelText('Red'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Beach clean-up')).toBeInTheDocument();
    expect(JSON.parse(api.byMethod('post')[0].data)).toEqual({
      title: 'Beach clean-up',
      description: 'Mount Lavinia',
      allDay: false,
      start: at(14).toISOString(),
      end: at(16).toISOString(),
      color: 'danger',
    });
    expect(api.byMethod('get').length).toBeGreaterThanOrEqual(2);
    api.restore();
  });

  it('refuses an end before the start', async () => {
    const api = fakeCalendar();
    await renderHost(<CalendarPage />, '/calendar');
    await userEvent.click(screen.getByRole('button', { name: /New event/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Backwards');
    pick(dialog, 'Start', at(16));
    pick(dialog, 'End', at(14));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The end must not be before the start')).toBeInTheDocument();
    expect(api.byMethod('post')).toHaveLength(0);
    api.restore();
  });

  it('edits an event opened by clicking it', async () => {
    const api = fakeCalendar([standup]);
    await renderHost(<CalendarPage />, '/calendar');
    await userEvent.click(await screen.findByText('Collection review'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit event')).toBeInTheDocument();
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Collection review');
    await userEvent.clear(title);
    await userEvent.type(title, 'Collection review (moved)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Collection review (moved)')).toBeInTheDocument();
    const put = api.byMethod('put')[0];
    expect(put.url).toBe('/calendar/events/1');
    expect(JSON.parse(put.data)).toMatchObject({
      title: 'Collection review (moved)',
      start: standup.start,
      end: standup.end,
      color: 'success',
    });
    api.restore();
  });

  it('deletes an event after confirming', async () => {
    const api = fakeCalendar([standup]);
    await renderHost(<CalendarPage />, '/calendar');
    await userEvent.click(await screen.findByText('Collection review'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit event')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByText('Delete this event?');
    await userEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Delete' }));

    expect(api.byMethod('delete')[0].url).toBe('/calendar/events/1');
    await screen.findByRole('button', { name: /New event/ });
    expect(screen.queryByText('Collection review')).not.toBeInTheDocument();
    api.restore();
  });

  it('keeps the form and shows the message when saving fails', async () => {
    const api = fakeApi((config) =>
      config.method === 'get' ? { status: 200, data: [] } : { status: 400, data: { message: 'End must not be before start' } },
    );
    await renderHost(<CalendarPage />, '/calendar');
    await userEvent.click(screen.getByRole('button', { name: /New event/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Audit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('End must not be before start');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Audit');
    api.restore();
  });

  it('shows the week view with the events of the week', async () => {
    const api = fakeCalendar([standup]);
    await renderHost(<CalendarPage />, '/calendar');
    await screen.findByText('Collection review');
    await userEvent.click(screen.getByText('Week'));
    const week = await screen.findByTestId('week-view');
    expect(await within(week).findByText(/Collection review/)).toBeInTheDocument();
    api.restore();
  });

  it('shows an error when the events cannot be loaded', async () => {
    const api = fakeApi(() => ({ status: 500 }));
    await renderHost(<CalendarPage />, '/calendar');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your events could not be loaded');
    api.restore();
  });

  it("asks for dates in the product's format with antd's pickers, the title marked required", async () => {
    const api = fakeCalendar();
    await renderHost(<CalendarPage />, '/calendar');
    await userEvent.click(screen.getByRole('button', { name: /New event/ }));
    const dialog = await screen.findByRole('dialog');
    const start = within(dialog).getByLabelText('Start');
    expect(start).not.toHaveAttribute('type', 'datetime-local');
    expect(start).toHaveValue(day(at(9)));
    expect(start).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    expect(within(dialog).getByLabelText('Start time')).toHaveValue('09:00');
    expect(within(dialog).getByLabelText('End time')).toHaveValue('10:00');
    expect(within(dialog).getByText('Title').closest('label')).toHaveClass('ant-form-item-required');
    await userEvent.click(within(dialog).getByLabelText('All day'));
    await waitFor(() => expect(within(dialog).queryByLabelText('Start time')).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('Start')).toHaveValue(day(at(9)));
    api.restore();
  });

  it('has one Month toggle, and both views start the week on Monday', async () => {
    const api = fakeCalendar();
    await renderHost(<CalendarPage />, '/calendar');
    expect(screen.getAllByText('Month')).toHaveLength(1);
    const firstDay = screen.getAllByRole('button', { name: /^Add an event on / })[0];
    const monday = 'Mon';
    expect(within(screen.getByTestId('month-view')).getAllByText(/^[A-Z][a-z]{2}$/)[0]).toHaveTextContent(monday);
    expect(firstDay).toBeInTheDocument();
    await userEvent.click(screen.getByText('Week'));
    const week = await screen.findByTestId('week-view');
    expect(within(week).getAllByRole('button', { name: /^Add an event on / })[0]).toHaveAccessibleName(
      new RegExp(`^Add an event on ${monday}`),
    );
    api.restore();
  });

  it('moves a month at a time and shows the month it is on', async () => {
    const api = fakeCalendar();
    await renderHost(<CalendarPage />, '/calendar');
    const monthName = (date: Date) => new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric' }).format(date);
    expect(screen.getByTestId('calendar-period')).toHaveTextContent(monthName(today));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByTestId('calendar-period')).toHaveTextContent(monthName(new Date(today.getFullYear(), today.getMonth() + 1, 1)));
    const gets = api.byMethod('get');
    const { from } = gets[gets.length - 1].params as { from: string };
    expect(new Date(from).getDay()).toBe(1);
    api.restore();
  });

  it("names the days and the month in the user's language, whatever the browser knows", async () => {
    const api = fakeCalendar();
    await i18n.changeLanguage('si');
    await renderHost(<CalendarPage />, '/calendar');
    const headers = within(screen.getByTestId('month-view')).getAllByTitle(/දා$/);
    expect(headers[0]).toHaveTextContent('සඳු');
    expect(headers[0]).toHaveAttribute('title', 'සඳුදා');
    expect(screen.getByTestId('calendar-period')).not.toHaveTextContent(/[A-Za-z]/);
    await i18n.changeLanguage('en');
    api.restore();
  });

  it("gives a phone's narrow columns a letter or two per day", async () => {
    undoViewport();
    undoViewport = viewportMatching();
    const api = fakeCalendar();
    await renderHost(<CalendarPage />, '/calendar');
    const headers = within(screen.getByTestId('month-view')).getAllByTitle(/day$/);
    expect(headers.map((header) => header.textContent)).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
    expect(headers[0]).toHaveAttribute('title', 'Monday');
    api.restore();
  });
});
