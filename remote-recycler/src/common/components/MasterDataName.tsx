import { nameInLanguage, type NamedInThreeLanguages } from '@waste/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';

/** The name as text, "(English)" after it when the translation is missing (graph series, downloads). */
export function useMasterDataLabel(): (entry: NamedInThreeLanguages) => string {
  const { t, i18n } = useTranslation(RECYCLER_NAMESPACE);
  return (entry) => {
    const { text, fallback } = nameInLanguage(entry, i18n.language);
    return fallback ? `${text} (${t('masterData.english')})` : text;
  };
}

/** The name in the page's language; a missing translation shows the English name, tagged "English". */
export function MasterDataName({ entry }: { entry: NamedInThreeLanguages }) {
  const { t, i18n } = useTranslation(RECYCLER_NAMESPACE);
  const { text, fallback } = nameInLanguage(entry, i18n.language);
  return (
    <>
      <span lang={fallback ? 'en' : undefined}>{text}</span>
      {fallback ? (
        <Tag title={t('masterData.untranslatedHint')} style={{ marginInlineStart: 6 }} data-testid="untranslated-name">
          {t('masterData.english')}
        </Tag>
      ) : null}
    </>
  );
}
