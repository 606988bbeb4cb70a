import { Button, type ButtonProps } from 'antd';

/** A form's submit, disabled while it sends: a second click sends nothing twice. */
export function SubmitButton({ sending, ...props }: Omit<ButtonProps, 'loading' | 'disabled'> & { sending: boolean }) {
  return <Button type="primary" htmlType="submit" loading={sending} disabled={sending} {...props} />;
}
