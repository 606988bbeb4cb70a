import { fakeApi } from '@waste/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SendRequestCard } from '../src/features/parameters/components/SendRequestCard';
import { renderPage } from './renderPage';

jest.setTimeout(30_000);

const SENT = {
  id: 'r1',
  header: 'Collection leakage',
  description: 'Covered bins',
  date: '2026-03-01T10:00:00.000Z',
  status: 2,
  statusLabel: 'approved',
  seen: true,
  changes: [],
  localAuthorityId: 'LG-11001',
  kind: 'PARAMETERS',
  correction: null,
  reason: null,
};

const CORRECTION = {
  ...SENT,
  id: 'r9',
  kind: 'CORRECTION',
  header: 'Void WD-LG-11001-000001',
  description: 'Entered twice',
  status: 3,
  statusLabel: 'rejected',
  reason: 'The record is right',
  correction: { recordKind: 'LA_WASTE', recordId: 'rec-1', recordLabel: 'WD-LG-11001-000001', void: true, reason: 'Entered twice' },
};

async function fillAndSend() {
  fireEvent.change(await screen.findByLabelText('Header'), { target: { value: 'New bins' } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Since March' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('the send-request card of /parameters', () => {
  it("says 'No sent requests found' and 'Message sent successfully!', sending the proposed changes", async () => {
    const sentList: object[] = [];
    const api = fakeApi((config) => {
      if (config.method === 'post') {
        sentList.push({ ...SENT, id: 'r2', header: 'New bins', status: 0, statusLabel: 'pending', seen: false });
        return { status: 201, data: sentList[0] };
      }
      return { status: 200, data: sentList };
    });
    await renderPage(
      <SendRequestCard scope={{}} changes={[{ parameter: 'level.collection', value: 'LOW' }]} onChangesChange={() => undefined} />,
    );
    expect(await screen.findByText('No sent requests found')).toBeInTheDocument();
    expect(screen.getByTestId('request-changes')).toHaveTextContent('Collection: Low');
    await fillAndSend();
    expect((await screen.findAllByText('Message sent successfully!')).length).toBeGreaterThan(0);
    const post = api.calls.find((call) => call.method === 'post')!;
    expect(JSON.parse(String(post.data))).toEqual({
      header: 'New bins',
      description: 'Since March',
      changes: [{ parameter: 'level.collection', value: 'LOW' }],
    });
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    api.restore();
  });

  it('shows a share typed as 45 as 45 %, not as the 0.45 it is sent as', async () => {
    const api = fakeApi(() => ({ status: 200, data: [] }));
    await renderPage(
      <SendRequestCard scope={{}} changes={[{ parameter: 'householdBurnShare', value: 0.45 }]} onChangesChange={() => undefined} />,
    );
    expect(await screen.findByTestId('request-changes')).toHaveTextContent('Uncollected plastic burned by households: 45 %');
    api.restore();
  });

  it("keeps what was typed and says 'Unknown error' when the server gives no message", async () => {
    const api = fakeApi((config) => (config.method === 'post' ? { status: 500, data: {} } : { status: 200, data: [SENT] }));
    await renderPage(<SendRequestCard scope={{}} changes={[]} onChangesChange={() => undefined} />);
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    await fillAndSend();
    expect((await screen.findAllByText('Unknown error')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByLabelText('Header')).toHaveValue('New bins'));
    api.restore();
  });

  it('lists the corrections asked for beside the parameter requests: kind, record, void or replace, outcome and why', async () => {
    const replace = {
      ...CORRECTION,
      id: 'r10',
      status: 0,
      statusLabel: 'pending',
      reason: null,
      correction: { ...CORRECTION.correction, void: false },
    };
    const api = fakeApi(() => ({ status: 200, data: [CORRECTION, replace, SENT] }));
    await renderPage(<SendRequestCard scope={{}} changes={[]} onChangesChange={() => undefined} />);
    const voided = await screen.findByTestId('sent-request-r9');
    expect(within(voided).getByTestId('sent-request-kind')).toHaveTextContent('Correction');
    expect(within(voided).getByTestId('sent-correction')).toHaveTextContent('Void WD-LG-11001-000001');
    expect(within(voided).getByRole('link', { name: 'WD-LG-11001-000001' })).toHaveAttribute('href', '/wasteData/view/rec-1');
    const voidedRow = voided.closest('tr')!;
    expect(voidedRow).toHaveTextContent('Rejected');
    expect(voidedRow).toHaveTextContent('Reason: The record is right');
    expect(within(screen.getByTestId('sent-request-r10')).getByTestId('sent-correction')).toHaveTextContent('Replace WD-LG-11001-000001');
    expect(screen.getByTestId('sent-request-r10').closest('tr')).toHaveTextContent('Pending');
    expect(within(screen.getByTestId('sent-request-r1')).getByTestId('sent-request-kind')).toHaveTextContent('Parameters');
    expect(screen.getByTestId('sent-request-r1')).toHaveTextContent('Collection leakage');
    api.restore();
  });
});
