import type { ApiResponse } from '@waste/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '@/i18n/namespace';

/** A master data name as the server sends it: English always, Sinhala and Tamil when someone entered them. */
type MasterDataNames = Pick<ApiResponse<'/recycler/master-data', 'get'>['plasticSources'][number], 'name' | 'nameSi' | 'nameTa'>;

/** The name in the page's language, or the English name and whether it stands in for a missing translation. */
export function masterDataName(entry: MasterDataNames, language: string): { text: string; fallback: boolean } {
  const translated = language === 'si' ? entry.nameSi : language === 'ta' ? entry.nameTa : entry.name;
  return translated ? { text: translated, fallback: false } : { text: entry.name, fallback: true };
}

/** The name as text, "(English)" after it when the translation is missing (graph series, downloads). */
export function useMasterDataLabel(): (entry: MasterDataNames) => string {
  const { t, i18n } = useTranslation(RECYCLER_NAMESPACE);
  return (entry) => {
    const { text, fallback } = masterDataName(entry, i18n.language);
    return fallback ? `${text} (${t('masterData.english')})` : text;
  };
}

/** The name in the page's language; a missing translation shows the English name, tagged "English". */
export function MasterDataName({ entry }: { entry: MasterDataNames }) {
  const { t, i18n } = useTranslation(RECYCLER_NAMESPACE);
  const { text, fallback } = masterDataName(entry, i18n.language);
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
