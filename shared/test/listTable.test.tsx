import { fireEvent, screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { useState, type Key } from 'react';
import { ListTable } from '../src/table/ListTable';
import { wrapText } from '../src/table/tableColumns';
import { renderWithProviders, viewportMatching } from '../src/testing';
import { PHONE_QUERY } from '../src/ui/useIsPhone';

// Issue 39 rule 1: the shared table keeps the key and the actions in sight, wraps long text, and turns its rows
// into cards on a phone, with selection and actions still in reach.

interface Code {
  id: string;
  code: string;
  description: string;
  lines: number;
}

const ROWS: Code[] = [
  { id: 'a', code: '390120', description: 'Polyethylene having a specific gravity of 0.94 or more, in primary forms', lines: 3 },
  { id: 'b', code: '392310', description: 'Boxes, cases, crates and similar articles', lines: 7 },
];

function Codes({ onAssign = () => undefined }: { onAssign?: (code: string) => void }) {
  const [selected, setSelected] = useState<Key[]>([]);
  return (
    <>
      <output data-testid="selected">{selected.join(',')}</output>
      <ListTable<Code>
        rowKey="id"
        dataSource={ROWS}
        pagination={false}
        data-testid="codes"
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        columns={[
          { key: 'code', title: 'HS code', dataIndex: 'code' },
          { key: 'description', title: 'Description', dataIndex: 'description', ...wrapText(200) },
          { key: 'lines', title: 'Lines', dataIndex: 'lines', align: 'right' },
          { key: 'action', title: 'Action', render: (_, row) => <Button onClick={() => onAssign(row.code)}>Assign sector</Button> },
        ]}
      />
    </>
  );
}

describe('ListTable', () => {
  it('pins the key column at the left and the actions at the right, and wraps long text at its width', async () => {
    renderWithProviders(<Codes />);
    const table = await screen.findByTestId('codes');
    const header = within(table).getByRole('columnheader', { name: 'HS code' });
    expect(header.className).toMatch(/ant-table-cell-fix-(left|start)/);
    expect(within(table).getByRole('columnheader', { name: 'Action' }).className).toMatch(/ant-table-cell-fix-(right|end)/);
    const description = within(table).getByText(ROWS[0]!.description);
    expect(description.style.maxWidth).toBe('200px');
    expect(description.style.whiteSpace).toBe('normal');
    // No columns out of sight in jsdom (nothing is wider than its box): no hint.
    expect(screen.queryByTestId('table-scroll-hint')).toBeNull();
  });

  it('says that it scrolls sideways when its columns are wider than its box', async () => {
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1600);
    const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
    renderWithProviders(<Codes />);
    expect(await screen.findByTestId('table-scroll-hint')).toHaveTextContent('Scroll sideways for more columns');
    scrollWidth.mockRestore();
    clientWidth.mockRestore();
  });

  it('on a phone draws each row as a card: its key as the title, label: value pairs, the actions and a select-all in reach', async () => {
    const restore = viewportMatching(PHONE_QUERY);
    const assign = jest.fn();
    renderWithProviders(<Codes onAssign={assign} />);
    const list = await screen.findByTestId('codes');
    expect(list).toHaveAttribute('data-layout', 'cards');
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    // Laid out only near the screen, at a reserved height meanwhile (docs/adr/0275-every-page-paints-its-first-frame.md).
    for (const card of cards) expect(card.style.getPropertyValue('content-visibility')).toBe('auto');
    const first = cards[0]!;
    expect(within(first).getByText('390120')).toBeInTheDocument();
    expect(within(first).getByText('Lines').tagName).toBe('DT');
    expect(within(first).getByText('3').tagName).toBe('DD');

    fireEvent.click(within(first).getByRole('button', { name: 'Assign sector' }));
    expect(assign).toHaveBeenCalledWith('390120');

    fireEvent.click(within(first).getByRole('checkbox', { name: 'Select a' }));
    expect(screen.getByTestId('selected')).toHaveTextContent('a');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByTestId('selected')).toHaveTextContent('a,b');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByTestId('selected')).toHaveTextContent('');
    restore();
  });

  it('on a phone pages a client-paged list', async () => {
    const restore = viewportMatching(PHONE_QUERY);
    const many = Array.from({ length: 12 }, (_, index) => ({ id: String(index), code: `code ${index}` }));
    renderWithProviders(
      <ListTable
        rowKey="id"
        dataSource={many}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        data-testid="many"
        columns={[{ key: 'code', title: 'Code', dataIndex: 'code' }]}
      />,
    );
    const list = await screen.findByTestId('many');
    const cards = () => list.querySelectorAll('[data-row-key]');
    expect(cards()).toHaveLength(10);
    fireEvent.click(within(list).getByTitle('2'));
    expect(cards()).toHaveLength(2);
    expect(within(list).getByText('code 11')).toBeInTheDocument();
    restore();
  });
});
