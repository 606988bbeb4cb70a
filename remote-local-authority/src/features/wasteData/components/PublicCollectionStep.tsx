import { Alert, Flex, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';

export interface PublicCollectionStepProps {
  answer: boolean | null;
  onAnswer: (runsPublicCollection: boolean) => void;
}

/** Spec section 4, data entry: first the user confirms that the authority runs a public waste collection service. */
export function PublicCollectionStep({ answer, onAnswer }: PublicCollectionStepProps) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  return (
    <Flex vertical gap="middle" data-testid="public-collection-step">
      <Typography.Text strong>{t('wasteData.publicService.question')}</Typography.Text>
      <Radio.Group
        value={answer}
        onChange={(event) => onAnswer(event.target.value as boolean)}
        options={[
          { value: true, label: t('wasteData.publicService.yes') },
          { value: false, label: t('wasteData.publicService.no') },
        ]}
      />
      {answer === false ? (
        <Alert
          type="info"
          showIcon
          title={t('wasteData.publicService.notApplicable')}
          description={t('wasteData.publicService.explanation')}
        />
      ) : null}
    </Flex>
  );
}
