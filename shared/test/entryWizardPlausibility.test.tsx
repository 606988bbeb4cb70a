import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlausibilityWarning } from '../src/plausibility/plausibilityWarnings';
import { fakeApi } from '../src/testing';
import { confirmSubmit, nameField, openDetails, serve, type Entry } from './entryWizardHarness';

// antd forms under jsdom are slow on a 2-core machine.
jest.setTimeout(60_000);
describe("EntryWizard's plausibility check (issue 35)", () => {
  const aboveHistory: PlausibilityWarning = { field: 'kg', code: 'OUTSIDE_HISTORY', message: 'Far from the usual', low: 1.5, high: 150 };
  const warnedAbove = (limit: number) => (body: Entry) => (Number(body.kg) > limit ? [aboveHistory] : []);

  async function reviewFigures(user: ReturnType<typeof userEvent.setup>, kg: string) {
    fireEvent.change(nameField(), { target: { value: 'Galle MC' } });
    fireEvent.change(screen.getByLabelText('Quantity (kg)'), { target: { value: kg } });
    await user.click(screen.getByRole('button', { name: 'Review' }));
  }

  it('warns on the step first, with the range expected and why; the same figures again go on to the review', async () => {
    const api = serve(undefined, undefined, warnedAbove(150));
    const user = userEvent.setup({ delay: null });
    await openDetails(user, true);
    await reviewFigures(user, '5000');
    expect(await screen.findByTestId('plausibility-on-step')).toBeInTheDocument();
    expect(screen.getByText(/Expected between 1.5 and 150 kg\. This is more than ten times above or below/)).toBeInTheDocument();
    expect(screen.queryByTestId('entry-review')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await screen.findByTestId('entry-review');
    expect(screen.getByTestId('plausibility-warnings')).toHaveTextContent('Quantity: expected between 1.5 and 150 kg.');
    api.restore();
  });

  it('submits only once the warnings are confirmed, and sends them acknowledged', async () => {
    const api = serve(undefined, undefined, warnedAbove(150));
    const user = userEvent.setup({ delay: null });
    await openDetails(user, true);
    await reviewFigures(user, '5000');
    await screen.findByTestId('plausibility-on-step');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await screen.findByTestId('entry-review');
    expect(screen.getByTestId('submit-entry')).toBeDisabled();
    await user.click(screen.getByTestId('acknowledge-warnings'));
    await confirmSubmit(user);
    await screen.findByTestId('entry-saved');
    expect(JSON.parse(String(api.calls.at(-1)?.data))).toEqual({ name: 'Galle MC', kg: '5000', acknowledgedWarnings: ['OUTSIDE_HISTORY'] });
    api.restore();
  });

  it('goes straight on to the review once the slip is corrected on the step', async () => {
    const api = serve(undefined, undefined, warnedAbove(150));
    const user = userEvent.setup({ delay: null });
    await openDetails(user, true);
    await reviewFigures(user, '5000');
    await screen.findByTestId('plausibility-on-step');
    await reviewFigures(user, '50');
    await screen.findByTestId('entry-review');
    expect(screen.queryByTestId('plausibility-warnings')).toBeNull();
    expect(screen.getByTestId('submit-entry')).toBeEnabled();
    api.restore();
  });

  it('refuses, on its field, a figure above what the whole country generates', async () => {
    const refusal = {
      status: 400,
      data: {
        code: 'VALIDATION_FAILED',
        message: 'Quantity is 5,000,000 t a day',
        details: [
          {
            field: 'body.kg',
            message: 'Quantity is 5,000,000 t a day, more than ... no local authority handles more than the country generates.',
          },
        ],
      },
    };
    const api = fakeApi((config) => (config.url === '/entry-options' ? { status: 200, data: { unit: 'kg' } } : refusal));
    const user = userEvent.setup({ delay: null });
    await openDetails(user, true);
    await reviewFigures(user, '5000000');
    expect(await screen.findByText('More than the whole country generates: check the figure and its unit')).toBeInTheDocument();
    expect(screen.queryByTestId('entry-review')).toBeNull();
    expect(screen.getByLabelText('Quantity (kg)')).toHaveValue('5000000');
    api.restore();
  });

  it("shows a 422's warnings on the review, to confirm, in the person's words", async () => {
    let saves = 0;
    const api = serve(() =>
      saves++ === 0
        ? { status: 422, data: { code: 'IMPLAUSIBLE_QUANTITY', message: 'Implausible', warnings: [aboveHistory] } }
        : { status: 201, data: { id: 'E-3' } },
    );
    const user = userEvent.setup({ delay: null });
    await openDetails(user, true);
    await reviewFigures(user, '5000');
    await screen.findByTestId('entry-review');
    await confirmSubmit(user);
    expect(await screen.findByTestId('plausibility-warnings')).toHaveTextContent('expected between 1.5 and 150 kg');
    expect(screen.getByTestId('save-error')).toHaveTextContent('Some figures are far outside the expected range');
    expect(screen.getByTestId('submit-entry')).toBeDisabled();
    await user.click(screen.getByTestId('acknowledge-warnings'));
    await confirmSubmit(user);
    await screen.findByTestId('entry-saved');
    expect(JSON.parse(String(api.calls.at(-1)?.data))).toMatchObject({ acknowledgedWarnings: ['OUTSIDE_HISTORY'] });
    api.restore();
  });
});
