import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '../src/api/client';
import { QueryError } from '../src/query/QueryError';
import { QueryState, type QueryStateProps } from '../src/query/QueryState';
import { fakeApi, renderWithProviders } from '../src/testing';

type Reply = { status: number; data?: unknown };

interface Authority {
  name: string;
}

/** A card reading `/authority` the way a page does. */
function AuthorityCard(props: Omit<QueryStateProps<Authority>, 'query' | 'loadFailed' | 'children'>) {
  const authority = useQuery({ queryKey: ['/authority'], queryFn: async () => (await apiClient.get<Authority>('/authority')).data });
  return (
    <QueryState query={authority} loadFailed="Error loading the authority" errorTestId="authority-error" {...props}>
      {(data) => <p>{data.name}</p>}
    </QueryState>
  );
}

/** Answers each call with the next reply; the last one stays. */
function serve(...replies: Reply[]) {
  return fakeApi(() => (replies.length > 1 ? replies.shift()! : replies[0]));
}

describe('QueryState, what a page shows for one query', () => {
  it('shows a skeleton until the answer comes, then what the data draws', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const api = fakeApi(() => new Promise<Reply>((resolve) => (answer = resolve)));
    const { container } = await renderWithProviders(<AuthorityCard />);
    await waitFor(() => expect(container.querySelector('.ant-skeleton')).not.toBeNull());
    answer({ status: 200, data: { name: 'Colombo MC' } });
    expect(await screen.findByText('Colombo MC')).toBeInTheDocument();
    expect(container.querySelector('.ant-skeleton')).toBeNull();
    api.restore();
  });

  it('keeps the height its data takes while the answer is awaited, so that nothing below moves (reserve)', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const api = fakeApi(() => new Promise<Reply>((resolve) => (answer = resolve)));
    const { container } = await renderWithProviders(<AuthorityCard reserve={240} />);
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toHaveStyle({ minHeight: '240px' }));
    expect(container.querySelector('[aria-busy="true"] .ant-skeleton')).not.toBeNull();
    answer({ status: 200, data: { name: 'Colombo MC' } });
    expect(await screen.findByText('Colombo MC')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    api.restore();
  });

  it("says the server's message, or the page's own, and loads again on Retry", async () => {
    const api = serve(
      { status: 500, data: { message: 'Database unavailable' } },
      { status: 500 },
      { status: 200, data: { name: 'Colombo MC' } },
    );
    await renderWithProviders(<AuthorityCard />);
    const error = await screen.findByTestId('authority-error');
    expect(error).toHaveTextContent('Database unavailable');
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('authority-error')).toHaveTextContent('Error loading the authority');
    await userEvent.click(within(screen.getByTestId('authority-error')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Colombo MC')).toBeInTheDocument();
    expect(screen.queryByTestId('authority-error')).toBeNull();
    api.restore();
  });

  it('offers no Retry for a record the server does not have, which would fail the same way', async () => {
    const api = serve({ status: 404, data: { message: 'Waste data not found' } });
    await renderWithProviders(<AuthorityCard />);
    const error = await screen.findByTestId('authority-error');
    expect(error).toHaveTextContent('Waste data not found');
    expect(within(error).queryByRole('button')).toBeNull();
    api.restore();
  });

  it('offers no Retry where the page never offered one', async () => {
    const api = serve({ status: 500 });
    await renderWithProviders(<AuthorityCard retry={false} />);
    expect(within(await screen.findByTestId('authority-error')).queryByRole('button')).toBeNull();
    api.restore();
  });

  it("shows the page's own loading state instead of the skeleton", async () => {
    const api = fakeApi(() => new Promise<Reply>(() => undefined));
    await renderWithProviders(<AuthorityCard loading={<p>Loading figures</p>} />);
    expect(await screen.findByText('Loading figures')).toBeInTheDocument();
    api.restore();
  });

  it('draws deferred data once React has drawn it, the skeleton meanwhile', async () => {
    const api = serve({ status: 200, data: { name: 'Kandy MC' } });
    await renderWithProviders(<AuthorityCard deferred />);
    expect(await screen.findByText('Kandy MC')).toBeInTheDocument();
    api.restore();
  });
});

describe('QueryError', () => {
  it('shows nothing while the query has not failed', async () => {
    const api = serve({ status: 200, data: { name: 'Colombo MC' } });
    function Notice() {
      const authority = useQuery({ queryKey: ['/authority'], queryFn: async () => (await apiClient.get('/authority')).data });
      return (
        <>
          <QueryError query={authority} loadFailed="Error loading the authority" testId="notice" />
          <p>{authority.isSuccess ? 'loaded' : 'loading'}</p>
        </>
      );
    }
    await renderWithProviders(<Notice />);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(screen.queryByTestId('notice')).toBeNull();
    api.restore();
  });

  it('warns, without Retry, where the page goes on without the data', async () => {
    const api = serve({ status: 500 });
    function Options() {
      const options = useQuery({ queryKey: ['/options'], queryFn: async () => (await apiClient.get('/options')).data });
      return <QueryError query={options} loadFailed="Error loading the search options" retry={false} type="warning" testId="notice" />;
    }
    await renderWithProviders(<Options />);
    const notice = await screen.findByTestId('notice');
    expect(notice).toHaveClass('ant-alert-warning');
    expect(notice).toHaveTextContent('Error loading the search options');
    expect(within(notice).queryByRole('button')).toBeNull();
    api.restore();
  });

  it('says the failure in the words the page reads from it', async () => {
    const api = serve({ status: 500 });
    function Diagram() {
      const diagram = useQuery({
        queryKey: ['/diagram'],
        queryFn: async () => {
          try {
            return (await apiClient.get('/diagram')).data;
          } catch {
            throw new Error('The diagram could not be drawn for 2026');
          }
        },
      });
      return <QueryError query={diagram} loadFailed="Error loading the diagram" describeError={(error) => (error as Error).message} />;
    }
    await renderWithProviders(<Diagram />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The diagram could not be drawn for 2026');
    api.restore();
  });
});
