import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { Flex, Form, Input } from 'antd';
import { StepPart } from '../src/wizard/StepPart';
import { EntryWizard } from '../src/deferredComponents';
import { fakeApi, renderWithProviders } from '../src/testing';
import { confirmSubmit, nameField, openDetails, renderEntryPage, reviewNamed, serve, type Entry, type Reply } from './entryWizardHarness';

// antd forms under jsdom are slow on a 2-core machine.
jest.setTimeout(60_000);
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
