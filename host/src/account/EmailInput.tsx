import { Input, type InputProps } from 'antd';

/**
 * An email address field: a phone shows its email keyboard. The form around it needs `noValidate`,
 * so its own translated rules speak rather than the browser's English bubble.
 */
export function EmailInput({ autoComplete = 'email', ...props }: Omit<InputProps, 'type' | 'inputMode'>) {
  return <Input {...props} type="email" inputMode="email" autoComplete={autoComplete} />;
}
