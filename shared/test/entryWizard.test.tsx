import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert, App, Checkbox, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiClient } from '../src/api/client';
import { EntryWizard } from '../src/deferredComponents';
import type { EntryPlausibility } from '../src/plausibility/entryPlausibility';
import type { PlausibilityWarning } from '../src/plausibility/plausibilityWarnings';
import { StepPart } from '../src/wizard/StepPart';
import { fakeApi, renderWithProviders } from '../src/testing';

// antd forms under jsdom are slow on a 2-core machine.
jest.setTimeout(60_000);

interface Entry {
  name?: string;
  kg?: string;
  acknowledgedWarnings?: string[];
}

type Reply = { status: number; data?: unknown };

/** A wizard as a remote writes one: a question, the fields, the review; then the saved entry. */
/** The figures checked as the save would check them, at the page's check endpoint. */
const checkedFigures: EntryPlausibility<Entry> = {
  check: async (input) => (await apiClient.post<{ warnings: PlausibilityWarning[] }>('/entries/check', input)).data.warnings,
  acknowledge: (input, codes) => ({ ...input, acknowledgedWarnings: codes }),
  describe: () => ({ label: 'Quantity', unit: 'kg' }),
};

function AddEntryPage({ checked = false }: { checked?: boolean }) {
  const [form] = Form.useForm<Entry>();
  const [collects, setCollects] = useState(false);
  const options = useQuery({
    queryKey: ['/entry-options'],
    queryFn: async () => (await apiClient.get<{ unit: string }>('/entry-options')).data,
  });
  return (
    <>
      <EntryWizard<Entry, Entry, { id: string }, { unit: string }>
        form={form}
        save={async (input) => (await apiClient.post<{ id: string }>('/entries', input)).data}
        texts={{ confirmTitle: 'Submit this entry?', saved: 'Entry added' }}
        title="Add an entry"
        parents={[{ title: 'Entries', path: '/entries' }]}
        data={{ query: options, loadFailed: 'Error loading the form' }}
        formProps={{ testId: 'entry-form', style: { maxWidth: 720 } }}
        plausibility={checked ? checkedFigures : undefined}
        fields={(data) => (
          <>
            <Form.Item name="name" label="Name" rules={[{ required: true, message: 'This field is required' }]}>
              <Input />
            </Form.Item>
            <Form.Item name="kg" label={`Quantity (${data.unit})`}>
              <Input />
            </Form.Item>
          </>
        )}
        steps={(wizard) => [
          {
            title: 'Service',
            waitsForData: false,
            content: (
              <Checkbox checked={collects} onChange={(event) => setCollects(event.target.checked)}>
                We collect waste
              </Checkbox>
            ),
            onNext: () => wizard.goTo(1),
            nextDisabled: !collects,
          },
          {
            title: 'Details',
            fields: true,
            onNext: async () => {
              if (await wizard.validate()) wizard.review(form.getFieldsValue(true));
            },
            nextDisabled: !options.data,
          },
        ]}
        review={(wizard) => ({
          content: wizard.input ? (
            <div data-testid="entry-review">
              {wizard.saveError ? <Alert type="error" title={wizard.saveError} data-testid="save-error" /> : null}
              <p>{`Name: ${wizard.input.name}`}</p>
            </div>
          ) : null,
          submitTestId: 'submit-entry',
        })}
        saved={(saved, wizard) => ({
          title: 'Entry added',
          view: { path: `/entries/${saved.id}`, label: 'View entry' },
          onAddAnother: () => wizard.addAnother(1),
          listPath: '/entries',
          testId: 'entry-saved',
        })}
      />
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

function serve(
  save: () => Reply | Promise<Reply> = () => ({ status: 201, data: { id: 'E-1' } }),
  options: Reply = { status: 200, data: { unit: 'kg' } },
  check: (body: Entry) => PlausibilityWarning[] = () => [],
) {
  return fakeApi((config) => {
    if (config.url === '/entry-options') return options;
    if (config.url === '/entries/check') return { status: 200, data: { warnings: check(JSON.parse(String(config.data)) as Entry) } };
    return save();
  });
}

/** The page as the host draws it: antd's App gives the confirmation dialogs. */
const renderEntryPage = (checked = false) =>
  renderWithProviders(
    <App>
      <AddEntryPage checked={checked} />
    </App>,
  );

async function openDetails(user: ReturnType<typeof userEvent.setup>, checked = false) {
  await renderEntryPage(checked);
  await user.click(await screen.findByText('We collect waste'));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByLabelText('Quantity (kg)');
}

const nameField = () => screen.getByLabelText('Name');

async function reviewNamed(user: ReturnType<typeof userEvent.setup>, name: string) {
  fireEvent.change(nameField(), { target: { value: name } });
  await user.click(screen.getByRole('button', { name: 'Review' }));
  await screen.findByTestId('entry-review');
}

async function confirmSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('submit-entry'));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Submit this entry?');
  expect(dialog).toHaveTextContent('This action cannot be undone.');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

describe('EntryWizard, the one shape of a data-entry wizard', () => {
  it('numbers its steps and moves the keyboard to the new step', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await openDetails(user);
    expect(screen.getByRole('heading', { name: 'Add an entry' })).toBeInTheDocument();
    expect(document.querySelector('.ant-steps-item-active')).toHaveTextContent('Details');
    await waitFor(() => expect(nameField()).toHaveFocus());
    api.restore();
  });

  it("puts the keyboard on the step's first field once its fields come, when the step was reached before", async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const api = fakeApi((config) =>
      config.url === '/entry-options' ? new Promise<Reply>((resolve) => (answer = resolve)) : { status: 201, data: { id: 'E-1' } },
    );
    const user = userEvent.setup({ delay: null });
    await renderEntryPage();
    await user.click(await screen.findByText('We collect waste'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    answer({ status: 200, data: { unit: 'kg' } });
    await waitFor(() => expect(nameField()).toHaveFocus());
    api.restore();
  });

  it('cannot go on until the step allows it', async () => {
    const api = serve();
    await renderEntryPage();
    expect(await screen.findByRole('button', { name: 'Next' })).toBeDisabled();
    api.restore();
  });

  it('refuses the review of a form with a missing field, and puts the keyboard on it', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await openDetails(user);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await waitFor(() => expect(nameField()).toHaveFocus());
    expect(screen.queryByTestId('entry-review')).toBeNull();
    api.restore();
  });

  it('keeps what was typed when going back from the review', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await openDetails(user);
    await reviewNamed(user, 'Galle MC');
    expect(screen.getByTestId('entry-review')).toHaveTextContent('Name: Galle MC');
    expect(screen.getByTestId('entry-form')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(nameField()).toHaveValue('Galle MC');
    api.restore();
  });

  it('saves after asking, then offers the entry, another one and the list; another starts from an empty form', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await openDetails(user);
    await reviewNamed(user, 'Galle MC');
    await confirmSubmit(user);
    const saved = await screen.findByTestId('entry-saved');
    expect(saved).toHaveTextContent('Entry added');
    expect(within(saved).getByRole('link', { name: 'View entry' })).toHaveAttribute('href', '/entries/E-1');
    expect(within(saved).getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/entries');
    expect(JSON.parse(String(api.calls.at(-1)?.data))).toEqual({ name: 'Galle MC' });
    await user.click(within(saved).getByRole('button', { name: 'Add another' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('');
    expect(document.querySelector('.ant-steps-item-active')).toHaveTextContent('Details');
    api.restore();
  });

  it('holds Back and Submit while the entry is sent', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const api = serve(() => new Promise<Reply>((resolve) => (answer = resolve)));
    const user = userEvent.setup({ delay: null });
    await openDetails(user);
    await reviewNamed(user, 'Galle MC');
    await confirmSubmit(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled());
    expect(screen.getByTestId('submit-entry')).toHaveClass('ant-btn-loading');
    answer({ status: 201, data: { id: 'E-2' } });
    expect(await screen.findByTestId('entry-saved')).toBeInTheDocument();
    api.restore();
  });

  it("shows the server's reason for refusing in the review and keeps everything typed", async () => {
    const api = serve(() => ({ status: 409, data: { message: 'An entry for this period exists' } }));
    const user = userEvent.setup({ delay: null });
    await openDetails(user);
    await reviewNamed(user, 'Galle MC');
    await confirmSubmit(user);
    expect(await screen.findByTestId('save-error')).toHaveTextContent('An entry for this period exists');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(nameField()).toHaveValue('Galle MC');
    api.restore();
  });

  it('marks the field the server refused, so that going back shows which one and why', async () => {
    const api = serve(() => ({
      status: 400,
      data: { message: 'Unknown unit', code: 'VALIDATION', details: [{ field: 'body.kg', message: 'Unknown unit' }] },
    }));
    const user = userEvent.setup({ delay: null });
    await openDetails(user);
    await reviewNamed(user, 'Galle MC');
    await confirmSubmit(user);
    expect(await screen.findByTestId('save-error')).toHaveTextContent('Some of the values entered were not accepted');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('This value is not valid')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity (kg)')).toHaveAttribute('aria-invalid', 'true');
    api.restore();
  });

  it("shows the form data's failure with Retry on the steps that need it, not on the first", async () => {
    const api = serve(undefined, { status: 500 });
    const user = userEvent.setup({ delay: null });
    await renderEntryPage();
    await user.click(await screen.findByText('We collect waste'));
    expect(screen.queryByText('Error loading the form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Error loading the form')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review' })).toBeDisabled();
    api.restore();
  });

  it('asks before leaving once something is typed', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await openDetails(user);
    fireEvent.change(nameField(), { target: { value: 'Galle' } });
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Leave this page?');
    api.restore();
  });
});

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

describe('StepPart, a step of the one form (issue 39)', () => {
  /** Two steps of one form, each laid out by an antd Flex: a class that sets `display`, which the attribute alone lost to. */
  function TwoPartPage() {
    const [form] = Form.useForm<Entry>();
    const options = useQuery({ queryKey: ['/entry-options'], queryFn: async () => ({ unit: 'kg' }) });
    return (
      <EntryWizard<Entry, Entry, { id: string }, { unit: string }>
        form={form}
        save={async () => ({ id: 'E-1' })}
        texts={{ confirmTitle: 'Submit this entry?', saved: 'Entry added' }}
        title="Add an entry"
        parents={[]}
        data={{ query: options, loadFailed: 'Error loading the form' }}
        formProps={{ testId: 'entry-form' }}
        fields={(_data, wizard) => (
          <>
            <StepPart shown={wizard.step === 0} testId="part-name">
              <Flex vertical>
                <Form.Item name="name" label="Name">
                  <Input />
                </Form.Item>
              </Flex>
            </StepPart>
            <StepPart shown={wizard.step === 1} testId="part-quantity">
              <Flex vertical>
                <Form.Item name="kg" label="Quantity">
                  <Input />
                </Form.Item>
              </Flex>
            </StepPart>
          </>
        )}
        steps={(wizard) => [
          { title: 'Who', fields: true, onNext: () => wizard.goTo(1) },
          { title: 'How much', fields: true, onNext: () => wizard.review(form.getFieldsValue(true)) },
        ]}
        review={() => ({ content: null })}
        saved={() => ({ title: 'Entry added' })}
      />
    );
  }

  /** Drawn by the browser: neither it nor any box around it is `display: none` (the attribute alone is not enough). */
  const displayed = (element: HTMLElement | null): boolean =>
    !element || (getComputedStyle(element).display !== 'none' && displayed(element.parentElement));

  it("shows only the step's own fields: the other step's are hidden, whatever display their layout sets", async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<TwoPartPage />);
    const name = await screen.findByLabelText('Name');
    const quantity = screen.getByLabelText('Quantity');
    expect(displayed(name)).toBe(true);
    expect(displayed(quantity)).toBe(false);
    // By its own style: jsdom has no antd classes, a browser's Flex would win over the attribute (the e2e checks it).
    expect(screen.getByTestId('part-quantity').style.display).toBe('none');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(displayed(name)).toBe(false));
    expect(displayed(quantity)).toBe(true);
    // Kept mounted: what the first step took is still there.
    expect(name).toBeInTheDocument();
    await waitFor(() => expect(quantity).toHaveFocus());
  });
});
