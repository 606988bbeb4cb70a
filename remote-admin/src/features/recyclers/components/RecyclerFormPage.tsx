import {
  errorMessage,
  localizedName,
  PageFrame,
  QuantityFormItem,
  QueryState,
  requestConstraints,
  useToast,
  useUnsavedChangesGuard,
} from '@waste/shared';
import { Alert, Button, Card, Flex, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useDistricts } from '@/common/api/getDistricts';
import { useProvinces } from '@/common/api/getProvinces';
import { useRecycler } from '../api/getRecycler';
import { useSaveRecycler, type RecyclerInput } from '../api/saveRecycler';
import { RECYCLER_STATUSES } from '../api/types';
import { RecyclerAccounts } from './RecyclerAccounts';

/** The server's rules of each field (generated from its schema). */
const LIMITS = requestConstraints['POST /recycler/save-recycler'];
const INITIAL_VALUES: Partial<RecyclerInput> = { plasticTypes: ['HARD', 'SOFT'], status: 'ACTIVE' };

/** `/recycler/register` and `/recycler/edit/{id}`: a recycler's registry entry, and on edit its sign-in accounts. */
export function RecyclerFormPage() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { id } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<RecyclerInput>();
  const existing = useRecycler(id);
  const provinces = useProvinces();
  const districts = useDistricts();
  const save = useSaveRecycler();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [typed, setTyped] = useState(false);
  const [registeredId, setRegisteredId] = useState<string | null>(null);
  useUnsavedChangesGuard(typed && registeredId === null);
  const districtId = Form.useWatch('districtId', form);
  const district = districts.data?.find((candidate) => candidate.id === districtId);
  const province = provinces.data?.find((candidate) => candidate.id === district?.provinceId);

  // Only once the guard has seen the saved state: navigating in the same tick would ask to leave.
  useEffect(() => {
    if (registeredId !== null) navigate(`/recycler/edit/${registeredId}`);
  }, [registeredId, navigate]);

  useEffect(() => {
    const data = existing.data;
    if (!data) return;
    form.setFieldsValue({
      name: data.name,
      primaryAddress: data.primaryAddress,
      districtId: data.districtId ?? undefined,
      hotline: data.hotline,
      registrationNumber: data.registrationNumber,
      plasticTypes: data.plasticTypes as RecyclerInput['plasticTypes'],
      capacityTonnesPerMonth: data.capacityTonnesPerMonth ?? undefined,
      status: data.status as RecyclerInput['status'],
    });
  }, [existing.data, form]);

  const required: Rule = { required: true, whitespace: true, message: t('common:validation.required') };
  const max = (count: number | undefined): Rule => ({ max: count, message: t('recyclers.validation.max', { count }) });

  const submit = async (values: RecyclerInput) => {
    setSaveError(null);
    try {
      const saved = await save.mutateAsync({ ...values, ...(id ? { id } : {}) });
      setTyped(false);
      toast.success(t('recyclers.saved'));
      if (!id) setRegisteredId(saved.id);
    } catch (error) {
      const message = errorMessage(error, t('common:error.unknown'));
      toast.error(message);
      setSaveError(message);
    }
  };

  const title = id ? t('recyclers.editTitle') : t('recyclers.registerTitle');
  return (
    <PageFrame title={title} parents={[{ title: t('recyclers.title'), path: '/recycler' }]}>
      <Flex vertical gap="middle">
        <Card>
          <QueryState query={existing} loadFailed={t('recyclers.loadFailed')} retry={false} />
          <Form
            form={form}
            layout="vertical"
            initialValues={INITIAL_VALUES}
            onFinish={(values) => void submit(values)}
            onValuesChange={() => setTyped(true)}
            hidden={Boolean(id) && !existing.data}
            style={{ maxWidth: 640 }}
            data-testid="recycler-form"
          >
            <Form.Item name="name" label={t('recyclers.field.name')} rules={[required, max(LIMITS.name.maxLength)]}>
              <Input maxLength={LIMITS.name.maxLength} />
            </Form.Item>
            <Form.Item
              name="primaryAddress"
              label={t('recyclers.field.primaryAddress')}
              rules={[required, max(LIMITS.primaryAddress.maxLength)]}
            >
              <Input.TextArea rows={2} maxLength={LIMITS.primaryAddress.maxLength} />
            </Form.Item>
            <Form.Item
              name="districtId"
              label={t('recyclers.field.district')}
              rules={[required]}
              extra={province ? t('recyclers.provinceFollows', { province: localizedName(province, i18n.language) }) : null}
            >
              <Select
                showSearch
                optionFilterProp="label"
                options={(districts.data ?? []).map((candidate) => ({
                  value: candidate.id,
                  label: localizedName(candidate, i18n.language),
                }))}
                data-testid="recycler-district"
              />
            </Form.Item>
            <Form.Item
              name="hotline"
              label={t('recyclers.field.hotline')}
              validateFirst
              rules={[required, { pattern: new RegExp(LIMITS.hotline.pattern), message: t('recyclers.validation.phone') }]}
              extra={t('recyclers.phoneHint')}
            >
              <Input inputMode="tel" maxLength={LIMITS.hotline.maxLength} />
            </Form.Item>
            <Form.Item
              name="registrationNumber"
              label={t('recyclers.field.registrationNumber')}
              rules={[required, max(LIMITS.registrationNumber.maxLength)]}
            >
              <Input maxLength={LIMITS.registrationNumber.maxLength} />
            </Form.Item>
            <Form.Item
              name="plasticTypes"
              label={t('recyclers.field.plasticTypes')}
              rules={[{ required: true, message: t('recyclers.validation.plasticTypes') }]}
            >
              {/* A select, not a checkbox group: the form's aria-required is allowed on a combobox, not on a plain group. */}
              <Select mode="multiple" options={['HARD', 'SOFT'].map((value) => ({ value, label: t(`recyclers.plastic.${value}`) }))} />
            </Form.Item>
            <QuantityFormItem
              name="capacityTonnesPerMonth"
              label={t('recyclers.field.capacity')}
              required
              limits={LIMITS.capacityTonnesPerMonth}
              suffix={t('recyclers.unit.tonnesPerMonth')}
            />
            <Form.Item name="status" label={t('recyclers.field.status')} rules={[required]}>
              <Select options={RECYCLER_STATUSES.map((value) => ({ value, label: t(`recyclers.status.${value}`) }))} />
            </Form.Item>
            {saveError ? (
              <Alert type="error" showIcon title={saveError} style={{ marginBottom: 16 }} data-testid="recycler-save-error" />
            ) : null}
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-recycler">
              {t('recyclers.save')}
            </Button>
          </Form>
        </Card>
        {existing.data ? <RecyclerAccounts recycler={existing.data} /> : null}
      </Flex>
    </PageFrame>
  );
}
