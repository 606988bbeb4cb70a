import { DownOutlined } from '@ant-design/icons';
import { changeLanguage, COMMON_NAMESPACE, FALLBACK_LANGUAGE, useToast, type Language } from '@waste/shared';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { languageChoices } from './languages';

export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation(HOST_NAMESPACE);
  const toast = useToast();
  const current = languageChoices.find((choice) => choice.code === (i18n.resolvedLanguage ?? FALLBACK_LANGUAGE)) ?? languageChoices[0];
  const shown = compact ? current.shortName : current.name;
  // The name spoken includes the one shown (WCAG 2.5.3), so a voice user can say what they see.
  const label = `${t('layout.language.choose')}: ${shown}`;

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
        // The language's words of the shell and every loaded remote are fetched first; offline without them the
        // page stays in its language and says the fetch failed.
        onClick: ({ key }) =>
          void changeLanguage(key as Language).catch(() => toast.error(t('error.failedToFetchData', { ns: COMMON_NAMESPACE }))),
      }}
    >
      <Button type="text" aria-label={label} title={label} data-testid="language-switcher">
        <span lang={compact ? undefined : current.code}>{shown}</span>
        {compact ? null : <DownOutlined />}
      </Button>
    </Dropdown>
  );
}
