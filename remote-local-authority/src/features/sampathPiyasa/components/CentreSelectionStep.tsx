import { Alert, Checkbox, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOCAL_AUTHORITY_NAMESPACE } from '@/i18n/namespace';
import type { CentreWasteFormOptions } from '../api/types';

export interface CentreSelectionStepProps {
  centres: CentreWasteFormOptions['centres'];
  selected: string[];
  onChange: (selected: string[]) => void;
  /** Shown after Next with nothing selected (spec section 5). */
  refused: boolean;
}

/** The first step: the active centres whose data is entered now, one or more. */
export function CentreSelectionStep({ centres, selected, onChange, refused }: CentreSelectionStepProps) {
  const { t } = useTranslation(LOCAL_AUTHORITY_NAMESPACE);
  if (centres.length === 0) {
    return (
      <Empty description={t('sampathPiyasa.noActiveCentres')}>
        <Link to="/sampath-piyasa/register">{t('sampathPiyasa.register')}</Link>
      </Empty>
    );
  }
  return (
    <Flex vertical gap="middle" data-testid="centre-selection">
      <Typography.Text strong id="centre-selection-label">
        {t('sampathPiyasa.selectCentres')}
      </Typography.Text>
      <Checkbox.Group
        aria-labelledby="centre-selection-label"
        value={selected}
        onChange={(values) => onChange(values as string[])}
        options={centres.map((centre) => ({ value: centre.id, label: `${centre.name} (${centre.location})` }))}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      />
      {refused ? (
        <Alert type="error" showIcon role="alert" title={t('sampathPiyasa.validation.selectCentre')} data-testid="centre-selection-error" />
      ) : null}
    </Flex>
  );
}
