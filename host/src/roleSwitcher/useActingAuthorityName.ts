import { useQuery } from '@tanstack/react-query';
import { actsAsLocalAuthority, localAuthorityInfoQuery, localizedName, type LoggedUser } from '@waste/shared';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';

/**
 * The name of the authority a super admin acts as, in the user's language. The session keeps only its English
 * name; the authority's information (fetched once a page load, as its dashboard does) has all three.
 */
export function useActingAuthorityName(user: LoggedUser | null): string | undefined {
  const { i18n } = useTranslation(HOST_NAMESPACE);
  const selected = user && actsAsLocalAuthority(user) ? user.selectedLocalAuthority : null;
  const info = useQuery({ ...localAuthorityInfoQuery(selected?.id), enabled: Boolean(selected) });
  if (!selected) return undefined;
  return info.data?.id === selected.id ? localizedName(info.data, i18n.language) : selected.name;
}
