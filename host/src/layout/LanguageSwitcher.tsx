import { DownOutlined } from '@ant-design/icons';
import { FALLBACK_LANGUAGE } from '@waste/shared';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { languageChoices } from './languages';

export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation(HOST_NAMESPACE);
  const current = languageChoices.find((choice) => choice.code === (i18n.resolvedLanguage ?? FALLBACK_LANGUAGE)) ?? languageChoices[0];

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current.code],
        items: languageChoices.map((choice) => ({
          key: choice.code,
          label: <span lang={choice.code}>{choice.name}</span>,
        })),
        onClick: ({ key }) => void i18n.changeLanguage(key),
      }}
    >
      <Button type="text" aria-label={t('layout.language.choose')} title={t('layout.language.choose')} data-testid="language-switcher">
        {compact ? (
          <span>{current.shortName}</span>
        ) : (
          <>
            <span lang={current.code}>{current.name}</span>
            <DownOutlined />
          </>
        )}
      </Button>
    </Dropdown>
  );
}
