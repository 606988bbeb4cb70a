import { Alert } from 'antd';

/** What a form's last submit came to. */
export type FormResult = { type: 'success' | 'error'; message: string } | null;

/** A submit's outcome above its form: a failure is announced at once (alert), a success politely (status). */
export function FormResultAlert({ result }: { result: FormResult }) {
  if (!result) return null;
  return (
    <Alert
      type={result.type}
      title={result.message}
      showIcon
      role={result.type === 'error' ? 'alert' : 'status'}
      style={{ marginBottom: 16 }}
    />
  );
}
