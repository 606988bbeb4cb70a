import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { findLocalAuthorities } from '../api/searchLocalAuthorities';
import { RemoteSearchSelect, type RemoteSearchSelectProps } from './RemoteSearchSelect';

/** One of the 341 authorities, searched by name as one types, each named in the user's language with its district. */
export function LocalAuthorityPicker(props: Omit<RemoteSearchSelectProps, 'queryName' | 'find'>) {
  const { i18n } = useTranslation(ADMIN_NAMESPACE);
  const language = i18n.language;
  return <RemoteSearchSelect queryName={`authorities-${language}`} find={(search) => findLocalAuthorities(search, language)} {...props} />;
}
