import { errorMessage, PageFrame, QueryState, useToast } from '@waste/shared';
import { Button, Card, Col, Flex, Form, Input, List, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useAllMasterData, type MasterData } from '../api/getMasterData';
import { useSaveMasterData, type MasterDataInput, type MasterDataList } from '../api/saveMasterData';

const MASTER_DATA_LISTS = [
  'plasticSources',
  'hardPlasticProductTypes',
  'softPlasticProductTypes',
  'plasticRejectedDestinations',
] as const satisfies readonly MasterDataList[];

type Entry = MasterData['plasticSources'][number];

interface Names {
  name: string;
  nameSi: string;
  nameTa: string;
}

const LANGUAGES = [
  { field: 'name', language: 'en' },
  { field: 'nameSi', language: 'si' },
  { field: 'nameTa', language: 'ta' },
] as const;

function EntryRow({ list, entry, onSave }: { list: MasterDataList; entry: Entry; onSave: (input: MasterDataInput) => Promise<boolean> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const stored: Names = { name: entry.name, nameSi: entry.nameSi ?? '', nameTa: entry.nameTa ?? '' };
  const [names, setNames] = useState<Names>(stored);
  const renamed = names.name.trim() !== '' && LANGUAGES.some(({ field }) => names[field].trim() !== stored[field]);
  return (
    <List.Item
      actions={[
        <Button
          key="rename"
          size="small"
          disabled={!renamed}
          onClick={() => void onSave({ id: entry.id, list, name: names.name, nameSi: names.nameSi, nameTa: names.nameTa })}
        >
          {t('recyclers.masterData.rename')}
        </Button>,
        <Button key="retire" size="small" onClick={() => void onSave({ id: entry.id, list, name: entry.name, retired: !entry.retired })}>
          {entry.retired ? t('recyclers.masterData.restore') : t('recyclers.masterData.retire')}
        </Button>,
      ]}
    >
      <Flex gap="small" align="center" wrap>
        {LANGUAGES.map(({ field, language }) => (
          <Input
            key={field}
            value={names[field]}
            onChange={(event) => setNames((current) => ({ ...current, [field]: event.target.value }))}
            aria-label={
              language === 'en'
                ? t('recyclers.masterData.nameOf', { name: entry.name })
                : t(`recyclers.masterData.nameIn.${language}`, { name: entry.name })
            }
            placeholder={t(`recyclers.masterData.language.${language}`)}
            style={{ width: 180 }}
            maxLength={100}
            status={field !== 'name' && names[field].trim() === '' ? 'warning' : undefined}
          />
        ))}
        {entry.provisional ? <Tag title={t('recyclers.masterData.provisionalHint')}>{t('recyclers.masterData.provisional')}</Tag> : null}
        {entry.retired ? <Tag color="red">{t('recyclers.masterData.retired')}</Tag> : null}
        {!entry.nameSi || !entry.nameTa ? <Tag color="gold">{t('recyclers.masterData.untranslated')}</Tag> : null}
      </Flex>
    </List.Item>
  );
}

/** `/recycler/master-data`: the four lists a return names; add, rename, retire (a retired entry stays on old returns). */
export function MasterDataPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const toast = useToast();
  const data = useAllMasterData();
  const save = useSaveMasterData();
  const required = { required: true, whitespace: true, message: t('common:validation.required') };

  const onSave = async (input: MasterDataInput) => {
    try {
      await save.mutateAsync(input);
      toast.success(t('recyclers.masterData.saved'));
      return true;
    } catch (error) {
      toast.error(errorMessage(error, t('common:error.unknown')));
      return false;
    }
  };

  return (
    <PageFrame title={t('recyclers.masterData.title')} parents={[{ title: t('recyclers.title'), path: '/recycler' }]}>
      <Typography.Paragraph type="secondary">{t('recyclers.masterData.provisionalHint')}</Typography.Paragraph>
      <QueryState query={data} loadFailed={t('recyclers.loadFailed')} retry={false}>
        {(lists) => (
          <Row gutter={[16, 16]}>
            {MASTER_DATA_LISTS.map((list) => (
              <Col key={list} xs={24} xl={12}>
                <Card title={t(`recyclers.masterData.list.${list}`)} data-testid={`master-data-${list}`}>
                  <List
                    size="small"
                    dataSource={lists[list]}
                    renderItem={(entry) => (
                      <EntryRow
                        key={`${entry.id}-${entry.name}-${entry.nameSi}-${entry.nameTa}-${entry.retired}`}
                        list={list}
                        entry={entry}
                        onSave={onSave}
                      />
                    )}
                  />
                  <Form
                    layout="inline"
                    onFinish={async (values: Names) => {
                      if (await onSave({ list, name: values.name, nameSi: values.nameSi ?? '', nameTa: values.nameTa ?? '' }))
                        (document.activeElement as HTMLElement | null)?.blur();
                    }}
                    style={{ marginTop: 12, rowGap: 8 }}
                  >
                    {LANGUAGES.map(({ field, language }) => {
                      const label =
                        language === 'en' ? t('recyclers.masterData.newEntry') : t(`recyclers.masterData.newEntryIn.${language}`);
                      return (
                        <Form.Item key={field} name={field} rules={field === 'name' ? [required] : undefined}>
                          <Input placeholder={label} maxLength={100} aria-label={label} />
                        </Form.Item>
                      );
                    })}
                    <Button htmlType="submit" loading={save.isPending}>
                      {t('recyclers.masterData.add')}
                    </Button>
                  </Form>
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </QueryState>
    </PageFrame>
  );
}
