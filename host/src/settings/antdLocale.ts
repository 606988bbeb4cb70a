import type { Language } from '@waste/shared';
import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import siLK from 'antd/locale/si_LK';
import taIN from 'antd/locale/ta_IN';
// antd's date pickers take month and day names from dayjs's locale of the same language (si_LK -> si,
// ta_IN -> ta); without these they stay English. Registered on the one shared dayjs.
import 'dayjs/locale/si';
import 'dayjs/locale/ta';

type Locale = NonNullable<ConfigProviderProps['locale']>;

const locales: Record<Language, Locale> = { en: enUS, si: siLK, ta: taIN };

/** antd's own texts (pagination, pickers, empty states) in the interface language. */
export function antdLocaleFor(language: string | undefined): Locale {
  return locales[language as Language] ?? enUS;
}
