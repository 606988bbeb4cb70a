import { Button, Form, Space, type FormInstance, type FormProps } from 'antd';
import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, registerTranslations } from '../i18n/instance';
import en from '../i18n/locales/filterBar.en.json';
import si from '../i18n/locales/filterBar.si.json';
import ta from '../i18n/locales/filterBar.ta.json';
import { useNarrowerThan } from '../ui/breakpoints';

// Its words come with its code, not in the package every page loads first.
registerTranslations(COMMON_NAMESPACE, { en, si, ta });

export interface FilterBarProps<Values> extends Omit<FormProps<Values>, 'form' | 'layout' | 'onFinish' | 'children'> {
  /** The page's own form, when it watches a field (one select's options following another's choice). */
  form?: FormInstance<Values>;
  /** The filters the address holds, as the form's values: shown again whenever they change there (Back, a link, Reset). */
  values: Values;
  /** Search: the typed filters, to apply from the first page (`setFilters` of `usePagedSearch`, in the page's terms). */
  onSearch: (values: Values) => void;
  /** Reset: the fields are cleared, then this (usually a search without filters). Without it the bar offers none. */
  onReset?: () => void;
  /** 'primary' unless another primary action stands beside the bar. */
  searchType?: 'primary' | 'default';
  searchTestId?: string;
  testId: string;
  /** The filters' Form.Items. */
  children: ReactNode;
}

const ROW_GAP = { rowGap: 8 };

/**
 * A list's filters: their fields in a row that wraps, or one above the other on a phone (a date range alone
 * is wider than a phone's row), then Search, and Reset. The fields show what the address holds.
 */
export function FilterBar<Values>({
  form,
  values,
  onSearch,
  onReset,
  searchType = 'primary',
  searchTestId,
  testId,
  children,
  ...formProps
}: FilterBarProps<Values>) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const [bar] = Form.useForm<Values>(form);
  const narrow = useNarrowerThan('sm');

  // Compared as text: the page builds its values anew at every render, and a render must not undo what is
  // being typed; only a change in the address does.
  const shown = JSON.stringify(values);
  const showValues = useEffectEvent(() => bar.setFieldsValue(values as Parameters<FormInstance<Values>['setFieldsValue']>[0]));
  useEffect(() => showValues(), [shown]);

  const search = (
    <Button type={searchType} htmlType="submit" data-testid={searchTestId}>
      {t('filter.search')}
    </Button>
  );
  return (
    <Form<Values>
      style={ROW_GAP}
      {...formProps}
      form={bar}
      layout={narrow ? 'vertical' : 'inline'}
      onFinish={onSearch}
      data-testid={testId}
    >
      {children}
      {onReset ? (
        <Space>
          {search}
          <Button
            onClick={() => {
              bar.resetFields();
              onReset();
            }}
          >
            {t('filter.reset')}
          </Button>
        </Space>
      ) : (
        <Form.Item>{search}</Form.Item>
      )}
    </Form>
  );
}
