import { Select } from 'antd';

export interface PickerFieldProps {
  /** Set by Form.Item, so that its label names the field. */
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  notFound: string;
  testId?: string;
}

interface SearchingSelectProps extends PickerFieldProps {
  options: { value: string; label: string }[];
  loading: boolean;
  /** The typed text; the caller finds the matches (antd's own filter is off). */
  onSearch: (text: string) => void;
}

/** The one look and behaviour of the admin's pickers that search as one types. */
export function SearchingSelect({ id, value, onChange, placeholder, notFound, testId, options, loading, onSearch }: SearchingSelectProps) {
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ filterOption: false, onSearch }}
      value={value}
      onChange={(next) => onChange?.(next ?? undefined)}
      options={options}
      loading={loading}
      placeholder={placeholder}
      notFoundContent={notFound}
      style={{ minWidth: 220 }}
      data-testid={testId}
    />
  );
}
