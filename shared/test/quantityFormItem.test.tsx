import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { QuantityFormItem } from '../src/deferredComponents';
import { parseQuantity } from '../src/forms/QuantityInput';
import { renderWithProviders } from '../src/testing';

jest.setTimeout(30_000);

function QuantityForm({ onFinish }: { onFinish: (values: { kg?: unknown }) => void }) {
  const [form] = Form.useForm<{ kg?: unknown }>();
  return (
    <Form form={form} onFinish={onFinish}>
      <QuantityFormItem name="kg" label="Collected" required limits={{ minimum: 0, maximum: 1000 }} />
      <Button onClick={() => form.setFieldsValue({ kg: 42 })}>Prefill</Button>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

describe('QuantityFormItem keeps what was typed', () => {
  it('reads numbers, grouped or not, and keeps any other text as text', () => {
    expect(parseQuantity('12.5')).toBe(12.5);
    expect(parseQuantity(' 5,000 ')).toBe(5000);
    expect(parseQuantity('.5')).toBe(0.5);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('abc')).toBe('abc');
    expect(parseQuantity('5 t')).toBe('5 t');
  });

  it('refuses "abc" as not a number, not as missing, and leaves it in the field (issue 35)', async () => {
    const onFinish = jest.fn();
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<QuantityForm onFinish={onFinish} />);
    const field = await screen.findByLabelText('Collected');
    await user.type(field, 'abc');
    fireEvent.blur(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a number, for example 12.5')).toBeInTheDocument();
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(field).toHaveValue('abc');
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('gives the form a number, and shows what the form sets', async () => {
    const onFinish = jest.fn();
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<QuantityForm onFinish={onFinish} />);
    const field = await screen.findByLabelText('Collected');
    await user.type(field, '1,250.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must not be more than 1,000')).toBeInTheDocument();
    expect(field).toHaveValue('1,250.5');
    await user.click(screen.getByRole('button', { name: 'Prefill' }));
    expect(field).toHaveValue('42');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    expect(onFinish).toHaveBeenLastCalledWith({ kg: 42 });
  });
});
