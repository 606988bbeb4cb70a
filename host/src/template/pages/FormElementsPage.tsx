import { PageFrame } from '@waste/shared';
import { Alert, Card, Checkbox, DatePicker, Flex, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';
import { demoProvinces, provinceName } from '../demoData/provinces';

/** Form controls on show only: there is deliberately no submit, so nothing typed here goes anywhere. */
export function FormElementsPage() {
  const { t, i18n } = useTranslation(HOST_NAMESPACE);
  const provinces = demoProvinces.map((province) => ({ value: province.code, label: provinceName(province, i18n.language) }));
  return (
    <PageFrame title={t('templatePages.formElements.title')}>
      <Flex vertical gap="middle">
        <Alert type="info" showIcon title={t('templatePages.formElements.notice')} />
        <Card title={t('templatePages.formElements.inputs')}>
          <Form layout="vertical" style={{ maxWidth: 560 }}>
            <Form.Item label={t('templatePages.formElements.name')} name="name">
              <Input placeholder={t('templatePages.formElements.namePlaceholder')} />
            </Form.Item>
            <Form.Item label={t('templatePages.formElements.email')} name="email">
              <Input type="email" placeholder={t('templatePages.formElements.emailPlaceholder')} />
            </Form.Item>
            <Form.Item label={t('templatePages.formElements.province')} name="province">
              <Select options={provinces} placeholder={t('templatePages.formElements.provincePlaceholder')} />
            </Form.Item>
            <Form.Item label={t('templatePages.formElements.quantity')} name="quantity">
              <InputNumber min={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label={t('templatePages.formElements.date')} name="date">
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label={t('templatePages.formElements.frequency')} name="frequency">
              <Radio.Group
                options={[
                  { value: 'daily', label: t('templatePages.formElements.daily') },
                  { value: 'range', label: t('templatePages.formElements.range') },
                ]}
              />
            </Form.Item>
            <Form.Item label={t('templatePages.formElements.notes')} name="notes">
              <Input.TextArea rows={3} />
            </Form.Item>
            <Form.Item name="recycled" valuePropName="checked">
              <Checkbox>{t('templatePages.formElements.recycled')}</Checkbox>
            </Form.Item>
            <Form.Item label={t('templatePages.formElements.notify')} name="notify" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Form>
        </Card>
      </Flex>
    </PageFrame>
  );
}
