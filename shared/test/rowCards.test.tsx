import { screen, within } from '@testing-library/react';
import { Table } from 'antd';
import { ListTable } from '../src/table/ListTable';
import { arrangeColumns } from '../src/table/tableColumns';
import { renderWithProviders, viewportMatching } from '../src/testing';
import { PHONE_QUERY } from '../src/ui/useIsPhone';

// Issue 43 screenshot walk: a long Tamil or Sinhala label broke in the middle of a word on a phone's cards and in
// a figure column's title. Labels wrap only between words; a long unbroken value still cannot overflow its card.
// jsdom lays nothing out, so these hold the CSS rules that do it (checked by eye in Chromium at 390 px).

interface Officer {
  id: string;
  name: string;
  email: string;
  tonnes: number;
}

const TERM = 'மீள்சுழற்சி செய்யப்பட்டவைகளின் அளவு';
const EMAIL = 'a.very.long.officer.address@colombo-municipal-council.gov.lk';
const ROW: Officer = { id: '1', name: 'Colombo', email: EMAIL, tonnes: 12 };

describe('labels wrap between words, never inside one', () => {
  it("on a phone's card a label widens to its longest word and the value moves below it when the line is too short", async () => {
    const restore = viewportMatching(PHONE_QUERY);
    renderWithProviders(
      <ListTable<Officer>
        rowKey="id"
        dataSource={[ROW]}
        pagination={false}
        data-testid="officers"
        columns={[
          { key: 'name', title: 'Name', dataIndex: 'name' },
          { key: 'email', title: TERM, dataIndex: 'email' },
        ]}
      />,
    );
    const card = within(await screen.findByTestId('officers')).getByRole('listitem');
    const term = within(card).getByText(TERM);
    const value = within(card).getByText(EMAIL);
    expect(term.tagName).toBe('DT');
    expect(term.style.minWidth).toBe('min-content');
    expect(term.style.overflowWrap).not.toBe('anywhere');
    expect(term.style.wordBreak).not.toBe('break-all');
    expect(term.parentElement!.style.flexWrap).toBe('wrap');
    // The value takes the rest of the line and wraps under the label when less is left.
    expect(value.style.flex).toContain('calc(60% - 8px)');
    expect(value.style.overflowWrap).toBe('anywhere');
    restore();
  });

  it("a figure column's title widens to its longest word rather than break it at 140 px", async () => {
    renderWithProviders(
      <Table<Officer>
        rowKey="id"
        dataSource={[ROW]}
        pagination={false}
        columns={arrangeColumns<Officer>([
          { key: 'name', title: 'Name', dataIndex: 'name' },
          { key: 'tonnes', title: TERM, dataIndex: 'tonnes', align: 'right' },
        ])}
      />,
    );
    const title = await screen.findByText(TERM);
    expect(title.style.maxWidth).toBe('140px');
    expect(title.style.minWidth).toBe('min-content');
    expect(title.style.overflowWrap).toBe('normal');
    expect(title.style.whiteSpace).toBe('normal');
  });
});
