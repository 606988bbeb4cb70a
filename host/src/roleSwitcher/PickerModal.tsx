import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Input, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

export interface PickerTexts {
  title: string;
  searchPlaceholder: string;
  noneAvailable: string;
  noMatch: string;
}

interface PickerModalProps<T> {
  open: boolean;
  texts: PickerTexts;
  rows: T[] | undefined;
  loading: boolean;
  error: string | null;
  /** Picking failed after the list loaded (e.g. the chosen authority's details). */
  pickError: string | null;
  picking: boolean;
  filter: (rows: T[], query: string) => T[];
  describe: (row: T) => { key: string; name: string; detail: string };
  onRefresh: () => void;
  onPick: (row: T) => void;
  onClose: () => void;
}

/** A searchable list for choosing whom the super admin acts as (spec sections 4 and 5). */
export function PickerModal<T>({
  open,
  texts,
  rows,
  loading,
  error,
  pickError,
  picking,
  filter,
  describe,
  onRefresh,
  onPick,
  onClose,
}: PickerModalProps<T>) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const [query, setQuery] = useState('');
  const matches = rows ? filter(rows, query) : [];

  return (
    <Modal open={open} title={texts.title} onCancel={onClose} afterClose={() => setQuery('')} footer={null} destroyOnHidden>
      <Flex vertical gap="middle">
        <Flex gap="small">
          <Input.Search
            allowClear
            placeholder={texts.searchPlaceholder}
            aria-label={texts.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button icon={<ReloadOutlined />} onClick={onRefresh} loading={loading} aria-label={t('roleSwitcher.refresh')}>
            {t('roleSwitcher.refresh')}
          </Button>
        </Flex>
        {error ? <Alert type="error" showIcon role="alert" title={error} /> : null}
        {pickError ? <Alert type="error" showIcon role="alert" title={pickError} /> : null}
        {loading && !rows ? <Spin data-testid="picker-loading" /> : null}
        {rows && rows.length === 0 ? <Empty description={texts.noneAvailable} /> : null}
        {rows && rows.length > 0 && matches.length === 0 ? <Empty description={texts.noMatch} /> : null}
        <Spin spinning={picking}>
          <Flex vertical gap={4} style={{ maxHeight: 400, overflowY: 'auto' }} data-testid="picker-options">
            {matches.map((row) => {
              const { key, name, detail } = describe(row);
              return (
                <Button
                  key={key}
                  type="text"
                  block
                  onClick={() => onPick(row)}
                  disabled={picking}
                  style={{ height: 'auto', justifyContent: 'flex-start', textAlign: 'left' }}
                >
                  <Flex vertical align="flex-start">
                    <Typography.Text strong>{name}</Typography.Text>
                    <Typography.Text type="secondary">{detail}</Typography.Text>
                  </Flex>
                </Button>
              );
            })}
          </Flex>
        </Spin>
      </Flex>
    </Modal>
  );
}
