import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { PageFrame, QueryState, useFormatters, useLocalAuthorityScope, useNarrowerThan } from '@waste/shared';
import { Button, Card, Descriptions, Flex, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import { useCentre } from '../api/getCentre';
import type { Centre } from '../api/types';
import { CentreGraphs } from './CentreGraphs';
import { CentreWasteTable } from './CentreWasteTable';

/** `/sampath-piyasa/center/{id}`: the centre, its entries and its two graphs. */
export function CentrePage() {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  const format = useFormatters();
  // At phone width: the actions leave the card's head (they hid its title) and labels sit above their values.
  const narrow = useNarrowerThan('sm');
  const { id = '' } = useParams();
  const scope = useLocalAuthorityScope();
  const centre = useCentre(id, scope);
  const yesNo = (value: boolean) => (value ? t('sampathPiyasa.yes') : t('sampathPiyasa.no'));

  const actions = (data: Centre) => (
    <Space wrap>
      <Link to={`/sampath-piyasa/register?id=${data.id}`}>
        <Button icon={<EditOutlined />}>{t('sampathPiyasa.edit')}</Button>
      </Link>
      {data.isActive ? (
        <Link to={`/sampath-piyasa/addData?centre=${data.id}`}>
          <Button type="primary" icon={<PlusOutlined />}>
            {t('wasteData.add')}
          </Button>
        </Link>
      ) : null}
    </Space>
  );

  return (
    <PageFrame
      title={centre.data ? centre.data.name : t('sampathPiyasa.centreTitle')}
      parents={[{ title: t('sampathPiyasa.title'), path: '/sampath-piyasa' }]}
    >
      <QueryState query={centre} loadFailed={t('sampathPiyasa.centreLoadFailed')} retry={false} errorTestId="centre-error">
        {(data) => (
          <Flex vertical gap="middle" data-testid="centre">
            <Card
              title={
                <Space>
                  {t('sampathPiyasa.centreTitle')}
                  {data.isActive ? null : <Tag>{t('sampathPiyasa.inactive')}</Tag>}
                </Space>
              }
              extra={narrow ? null : actions(data)}
            >
              {narrow ? <Flex style={{ marginBottom: 16 }}>{actions(data)}</Flex> : null}
              <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} layout={narrow ? 'vertical' : 'horizontal'}>
                <Descriptions.Item label={t('sampathPiyasa.field.location')}>{data.location}</Descriptions.Item>
                <Descriptions.Item label={t('sampathPiyasa.field.coordinates')}>
                  {data.latitude === null ? t('wasteData.none') : `${data.latitude}, ${data.longitude}`}
                </Descriptions.Item>
                <Descriptions.Item label={t('sampathPiyasa.field.mrf')}>{yesNo(data.isMaterialRecoveryFacility)}</Descriptions.Item>
                <Descriptions.Item label={t('sampathPiyasa.field.recycling')}>{yesNo(data.isRecyclingFacility)}</Descriptions.Item>
                <Descriptions.Item label={t('sampathPiyasa.field.lastEntry')}>
                  {data.lastEntryDate ? format.date(data.lastEntryDate) : t('wasteData.none')}
                </Descriptions.Item>
                <Descriptions.Item
                  label={t('sampathPiyasa.field.collectedThisYear')}
                >{`${format.number(data.collectedKgThisYear)} ${t('wasteData.unit.KG')}`}</Descriptions.Item>
                <Descriptions.Item label={t('wasteData.field.description')} span={2}>
                  {data.description || t('wasteData.none')}
                </Descriptions.Item>
              </Descriptions>
            </Card>
            <Card title={t('sampathPiyasa.entries')}>
              <CentreWasteTable centreId={data.id} scope={scope} />
            </Card>
            <CentreGraphs scope={scope} centreId={data.id} name={data.name} />
          </Flex>
        )}
      </QueryState>
    </PageFrame>
  );
}
