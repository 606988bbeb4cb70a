import { Input, type InputProps } from 'antd';
import { useState } from 'react';

/** What a quantity field holds: the number typed, the text itself when it is not one (kept, and refused), or nothing. */
export type QuantityValue = number | string | null | undefined;

/** `5,000` and `12.5` are numbers; `abc` or `5 t` stay text, as typed, for the field to refuse with its reason. */
export function parseQuantity(text: string): QuantityValue {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const plain = trimmed.replace(/,/g, '');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : text;
}

const shown = (value: QuantityValue) => (value === null || value === undefined ? '' : String(value));

export interface QuantityInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value?: QuantityValue;
  onChange?: (value: QuantityValue) => void;
}

/**
 * A number input that keeps what was typed (issue 35: antd's InputNumber clears `abc` on leaving the field, which then
 * reads "required"). The form gets a number once the text is one; until then the text, which the field refuses.
 */
export function QuantityInput({ value, onChange, ...input }: QuantityInputProps) {
  const [text, setText] = useState(() => shown(value));
  const [heldFor, setHeldFor] = useState(value);
  // The form set another value (a reset, a prefill): show it, unless it is what the text already says.
  if (value !== heldFor) {
    setHeldFor(value);
    if (parseQuantity(text) !== value) setText(shown(value));
  }
  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      {...input}
      value={text}
      onChange={(event) => {
        const next = parseQuantity(event.target.value);
        setText(event.target.value);
        setHeldFor(next);
        onChange?.(next);
      }}
    />
  );
}
