import {
  errorMessage,
  localizedName,
  PageFrame,
  QueryState,
  requestConstraints,
  useLocalAuthorityScope,
  useToast,
  useUnsavedChangesGuard,
  useNarrowerThan,
} from '@waste/shared';
import { Alert, Button, Card, Checkbox, Descriptions, Flex, Form, Input, InputNumber, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { useCentre } from '../api/getCentre';
import { useCentreWasteFormOptions } from '../api/initCentreWasteForm';
import { useSaveCentre } from '../api/saveCentre';
import type { CentreInput } from '../api/types';
import { coordinateBreaches, type CoordinateBreaches } from '../rules/centreRules';

const LIMITS = requestConstraints['POST /sampath-piyasa/save-center'];

interface CentreFormValues {
  name: string;
  location: string;
  latitude?: number | null;
  longitude?: number | null;
  description?: string;
  isMaterialRecoveryFacility: boolean;
  isRecyclingFacility: boolean;
  isActive: boolean;
}

const INITIAL: Partial<CentreFormValues> = { isMaterialRecoveryFacility: false, isRecyclingFacility: false, isActive: true };

function toInput(values: CentreFormValues, id: string | undefined): CentreInput {
  return {
    id,
    name: values.name.trim(),
    location: values.location.trim(),
    latitude: values.latitude ?? undefined,
    longitude: values.longitude ?? undefined,
    description: values.description?.trim() || undefined,
    isMaterialRecoveryFacility: values.isMaterialRecoveryFacility,
    isRecyclingFacility: values.isRecyclingFacility,
    isActive: values.isActive,
  };
}

/**
 * `/sampath-piyasa/register`, and `?id=` to edit a centre (and deactivate it: kept for history, hidden
 * from data entry). A refused save keeps every value and shows the server's message.
 */
export function RegisterCentrePage() {
  const { t, i18n } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const toast = useToast();
  const navigate = useNavigate();
  const scope = useLocalAuthorityScope();
  // At phone width the authority's labels sit above their values: side by side, names broke letter by letter.
  const narrow = useNarrowerThan('sm');
  const id = useSearchParams()[0].get('id') ?? undefined;
  const [form] = Form.useForm<CentreFormValues>();
  const [typed, setTyped] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  useUnsavedChangesGuard(typed && !savedId);
  const options = useCentreWasteFormOptions(scope);
  const existing = useCentre(id, scope);
  const saveCentre = useSaveCentre(scope);
  const authority = options.data?.localAuthority;

  // Leaves once the guard has let go of the page (it holds while anything typed is unsaved).
  useEffect(() => {
    if (savedId) navigate(`/sampath-piyasa/center/${savedId}`);
  }, [savedId, navigate]);

  useEffect(() => {
    const centre = existing.data;
    if (centre) form.setFieldsValue({ ...centre, latitude: centre.latitude, longitude: centre.longitude });
  }, [existing.data, form]);

  const required: Rule = { required: true, whitespace: true, message: t('common:validation.required') };
  // Each field says its own fault: the latitude alone wrong marks the latitude only.
  const coordinate = (name: keyof CoordinateBreaches): Rule => ({
    validator: () => {
      const breach = coordinateBreaches(form.getFieldValue('latitude'), form.getFieldValue('longitude'))[name];
      if (breach) return Promise.reject(new Error(t(`sampathPiyasa.validation.${name}.${breach}`)));
      return Promise.resolve();
    },
  });

  const submit = async (values: CentreFormValues) => {
    setSaveError(null);
    try {
      const centre = await saveCentre.mutateAsync(toInput(values, id));
      toast.success(t(id ? 'sampathPiyasa.updated' : 'sampathPiyasa.registered'));
      setSavedId(centre.id);
    } catch (error) {
      const message = errorMessage(error, t('common:error.unknown'));
      toast.error(message);
      setSaveError(message);
    }
  };

  const title = id ? t('sampathPiyasa.editTitle') : t('sampathPiyasa.registerTitle');
  return (
    <PageFrame title={title} parents={[{ title: t('sampathPiyasa.title'), path: '/sampath-piyasa' }]}>
      <Card>
        {id ? <QueryState query={existing} loadFailed={t('sampathPiyasa.centreLoadFailed')} retry={false} /> : null}
        {authority ? (
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 3 }}
            layout={narrow ? 'vertical' : 'horizontal'}
            style={{ marginBottom: 24 }}
            data-testid="authority-details"
          >
            <Descriptions.Item label={t('wasteData.field.localAuthority')}>{localizedName(authority, i18n.language)}</Descriptions.Item>
            <Descriptions.Item label={t('wasteData.field.province')}>{localizedName(authority.province, i18n.language)}</Descriptions.Item>
            <Descriptions.Item label={t('wasteData.field.district')}>{localizedName(authority.district, i18n.language)}</Descriptions.Item>
          </Descriptions>
        ) : null}
        <Form
          form={form}
          layout="vertical"
          initialValues={INITIAL}
          onFinish={(values) => void submit(values)}
          onValuesChange={() => setTyped(true)}
          style={{ maxWidth: 640 }}
          data-testid="centre-form"
        >
          <Form.Item name="name" label={t('sampathPiyasa.field.name')} rules={[required]}>
            <Input maxLength={LIMITS.name.maxLength} />
          </Form.Item>
          <Form.Item name="location" label={t('sampathPiyasa.field.location')} rules={[required]}>
            <Input maxLength={LIMITS.location.maxLength} />
          </Form.Item>
          <Flex gap="middle" wrap>
            <Form.Item
              name="latitude"
              label={t('sampathPiyasa.field.latitude')}
              rules={[coordinate('latitude')]}
              dependencies={['longitude']}
              extra={t('sampathPiyasa.coordinatesHint')}
            >
              <InputNumber inputMode="decimal" step={0.0001} style={{ width: 180 }} data-testid="centre-latitude" />
            </Form.Item>
            <Form.Item
              name="longitude"
              label={t('sampathPiyasa.field.longitude')}
              dependencies={['latitude']}
              rules={[coordinate('longitude')]}
            >
              <InputNumber inputMode="decimal" step={0.0001} style={{ width: 180 }} data-testid="centre-longitude" />
            </Form.Item>
          </Flex>
          <Form.Item name="description" label={t('wasteData.field.description')}>
            <Input.TextArea rows={3} maxLength={LIMITS.description.maxLength} showCount />
          </Form.Item>
          <Form.Item name="isMaterialRecoveryFacility" valuePropName="checked">
            <Checkbox>{t('sampathPiyasa.field.mrf')}</Checkbox>
          </Form.Item>
          <Form.Item name="isRecyclingFacility" valuePropName="checked">
            <Checkbox>{t('sampathPiyasa.field.recycling')}</Checkbox>
          </Form.Item>
          {id ? (
            <Form.Item
              name="isActive"
              label={t('sampathPiyasa.field.active')}
              valuePropName="checked"
              extra={t('sampathPiyasa.activeHint')}
            >
              <Switch />
            </Form.Item>
          ) : null}
          {saveError ? <Alert type="error" showIcon title={saveError} data-testid="save-error" style={{ marginBottom: 16 }} /> : null}
          <Button type="primary" htmlType="submit" loading={saveCentre.isPending} data-testid="save-centre">
            {id ? t('sampathPiyasa.save') : t('sampathPiyasa.register')}
          </Button>
        </Form>
      </Card>
    </PageFrame>
  );
}
