// The entry wizard as a remote uses it, for the wizard's tests (entryWizard*.test.tsx).
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert, App, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiClient } from '../src/api/client';
import { EntryWizard } from '../src/deferredComponents';
import type { EntryPlausibility } from '../src/plausibility/entryPlausibility';
import type { PlausibilityWarning } from '../src/plausibility/plausibilityWarnings';
import { fakeApi, renderWithProviders } from '../src/testing';

export interface Entry {
  name?: string;
  kg?: string;
  acknowledgedWarnings?: string[];
}

export type Reply = { status: number; data?: unknown };

/** A wizard as a remote writes one: a question, the fields, the review; then the saved entry. */
/** The figures checked as the save would check them, at the page's check endpoint. */
const checkedFigures: EntryPlausibility<Entry> = {
  check: async (input) => (await apiClient.post<{ warnings: PlausibilityWarning[] }>('/entries/check', input)).data.warnings,
  acknowledge: (input, codes) => ({ ...input, acknowledgedWarnings: codes }),
  describe: () => ({ label: 'Quantity', unit: 'kg' }),
};

/** The page's send with the device's key, as a remote wires `offline` (issue 42). */
const offlineEntry = {
  kind: 'entry',
  send: async (input: Entry, idempotencyKey: string) =>
    (await apiClient.post<{ id: string }>('/entries', input, { headers: { 'Idempotency-Key': idempotencyKey } })).data,
  toValues: (input: Entry) => input,
  fieldsStep: 1,
};

export function AddEntryPage({ checked = false, offline = false }: { checked?: boolean; offline?: boolean }) {
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
        offline={offline ? offlineEntry : undefined}
        keptDescription={(input) => `Name: ${input.name}`}
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

export function serve(
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
export const renderEntryPage = (checked = false, offline = false) =>
  renderWithProviders(
    <App>
      <AddEntryPage checked={checked} offline={offline} />
    </App>,
  );

export async function openDetails(user: ReturnType<typeof userEvent.setup>, checked = false) {
  await renderEntryPage(checked);
  await user.click(await screen.findByText('We collect waste'));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByLabelText('Quantity (kg)');
}

export const nameField = () => screen.getByLabelText('Name');

export async function reviewNamed(user: ReturnType<typeof userEvent.setup>, name: string) {
  fireEvent.change(nameField(), { target: { value: name } });
  await user.click(screen.getByRole('button', { name: 'Review' }));
  await screen.findByTestId('entry-review');
}

export async function confirmSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('submit-entry'));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Submit this entry?');
  expect(dialog).toHaveTextContent('This action cannot be undone.');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
}
