import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { useLocation } from 'react-router-dom';
import { apiClient } from '../src/api/client';
import { FilterBar, ListCard, ListPage, ServerPagedTable } from '../src/deferredComponents';
import { usePagedSearch } from '../src/table/usePagedSearch';
import type { SearchPage } from '../src/table/ServerPagedTable';
import { fakeApi, renderWithProviders, viewportMatching } from '../src/testing';

const FILTERS = { name: { param: 'name', parse: (raw: string) => raw } };

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

/** A list page as a remote writes one: the address's filters in a FilterBar, an action, the table below. */
function CentresPage({ reset = true }: { reset?: boolean }) {
  const { search, setFilters, setPage } = usePagedSearch(FILTERS);
  const centres = useQuery({
    queryKey: ['/centres', search],
    queryFn: async () => (await apiClient.post<SearchPage<{ id: string; name: string }>>('/centres', search)).data,
  });
  return (
    <ListPage
      title="Sampath Piyasa centres"
      filters={
        <FilterBar
          values={{ name: search.name }}
          onSearch={(values: { name?: string }) => setFilters({ name: values.name?.trim() || undefined })}
          onReset={reset ? () => setFilters({}) : undefined}
          testId="centre-filters"
          searchTestId="centre-search"
        >
          <Form.Item name="name" label="Name">
            <Input />
          </Form.Item>
        </FilterBar>
      }
      actions={<Button type="primary">Register a centre</Button>}
      dialogs={<p>a dialog</p>}
    >
      <button type="button" onClick={() => setPage({ ...search, pageStart: search.pageStart + 25 })}>
        Next page
      </button>
      <Address />
      <ServerPagedTable
        result={centres}
        page={search}
        onPageChange={setPage}
        columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]}
        rowKey="id"
        pageSizeOptions={[25]}
        texts={{ loadFailed: 'Error loading the centres', empty: 'No centres' }}
        testIds={{ table: 'centres-table', error: 'centres-error' }}
      />
    </ListPage>
  );
}

const nameField = () => screen.getByLabelText('Name');

let api: ReturnType<typeof fakeApi>;
beforeEach(() => (api = fakeApi(() => ({ status: 200, data: { rows: [{ id: 'SP-1', name: 'Galle centre' }], total: 1 } }))));
afterEach(() => api.restore());

describe('a list page with its filter bar', () => {
  // First in the file: the list's code has not come yet (a page opened by its address on a phone).
  it("holds a list's room while its code comes, so a card below it is drawn where it stays", async () => {
    await renderWithProviders(
      <>
        <ListCard>the list</ListCard>
        <div data-testid="card-below">corrections</div>
      </>,
      { route: '/' },
    );
    expect(screen.getByTestId('list-loading')).toHaveStyle({ minHeight: '360px' });
    expect(screen.getByTestId('list-loading').nextElementSibling).toBe(screen.getByTestId('card-below'));
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(screen.queryByTestId('list-loading')).toBeNull();
  });

  it('draws whole: its title, the filters with the action beside them, the table below, its dialogs after the card', async () => {
    await renderWithProviders(<CentresPage />, { route: '/sampath-piyasa' });
    expect(await screen.findByRole('heading', { name: 'Sampath Piyasa centres' })).toBeInTheDocument();
    expect(screen.getByTestId('centres-table')).toBeInTheDocument();
    const filters = screen.getByTestId('centre-filters');
    const toolbar = filters.parentElement!;
    expect(within(toolbar).getByRole('button', { name: 'Register a centre' })).toBeInTheDocument();
    expect(toolbar.nextElementSibling).toHaveTextContent('Next page');
    expect(screen.getByText('a dialog').closest('.ant-card')).toBeNull();
  });

  it('shows the filters the address holds, and a search puts the typed ones there from the first page', async () => {
    await renderWithProviders(<CentresPage />, { route: '/sampath-piyasa?start=50&name=Kandy' });
    await screen.findByTestId('centre-filters');
    await waitFor(() => expect(nameField()).toHaveValue('Kandy'));
    fireEvent.change(nameField(), { target: { value: '  Galle ' } });
    await userEvent.click(screen.getByTestId('centre-search'));
    expect(await screen.findByText('?name=Galle')).toBeInTheDocument();
    await waitFor(() => expect(nameField()).toHaveValue('Galle'));
  });

  it('keeps what is being typed when only the page changes', async () => {
    await renderWithProviders(<CentresPage />, { route: '/sampath-piyasa?name=Kandy' });
    await screen.findByTestId('centre-filters');
    fireEvent.change(nameField(), { target: { value: 'Gal' } });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByTestId('address')).toHaveTextContent('?start=25&name=Kandy');
    // Once the next page has been asked for and drawn.
    await waitFor(() => expect(api.calls.map((call) => JSON.parse(String(call.data)).pageStart)).toContain(25));
    await screen.findByText('Galle centre');
    expect(nameField()).toHaveValue('Gal');
  });

  it('clears the fields and the address on Reset', async () => {
    await renderWithProviders(<CentresPage />, { route: '/sampath-piyasa?name=Kandy' });
    await screen.findByTestId('centre-filters');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(nameField()).toHaveValue(''));
    expect(screen.getByTestId('address')).toBeEmptyDOMElement();
  });

  it('offers only Search, as one more field, when the list has no Reset', async () => {
    await renderWithProviders(<CentresPage reset={false} />);
    const filters = await screen.findByTestId('centre-filters');
    expect(within(filters).queryByRole('button', { name: 'Reset' })).toBeNull();
    expect(screen.getByTestId('centre-search').closest('.ant-form-item')).not.toBeNull();
  });

  it('stacks the filters on a phone and lines them up on a wider screen', async () => {
    const phone = await renderWithProviders(<CentresPage />);
    expect(await screen.findByTestId('centre-filters')).toHaveClass('ant-form-vertical');
    phone.unmount();
    const undo = viewportMatching('(min-width: 576px)');
    try {
      await renderWithProviders(<CentresPage />);
      expect(await screen.findByTestId('centre-filters')).toHaveClass('ant-form-inline');
    } finally {
      undo();
    }
  });
});

describe('a list page without filters', () => {
  it('puts its action at the right above the list', async () => {
    await renderWithProviders(
      <ListPage title="SL Custom accounts" actions={<Button>Create an account</Button>}>
        <p>the table</p>
      </ListPage>,
    );
    const action = await screen.findByRole('button', { name: 'Create an account' });
    expect(action.parentElement).toHaveClass('ant-flex-justify-flex-end');
    expect(screen.getByText('the table')).toBeInTheDocument();
  });
});

describe('a list that is one part of a page', () => {
  it('stands in a card of its title, its filters above the list', async () => {
    await renderWithProviders(
      <ListCard
        title="Lines"
        testId="lines"
        filters={
          <FilterBar values={{}} onSearch={() => undefined} testId="lines-filters">
            <Form.Item name="code" label="HS code">
              <Input />
            </Form.Item>
          </FilterBar>
        }
      >
        <p>the lines</p>
      </ListCard>,
    );
    const card = await screen.findByTestId('lines');
    expect(within(card).getByText('Lines')).toHaveClass('ant-card-head-title');
    expect(within(card).getByTestId('lines-filters').nextElementSibling).toHaveTextContent('the lines');
  });
});
