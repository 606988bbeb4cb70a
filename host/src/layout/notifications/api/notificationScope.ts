import { useLocalAuthorityScope, useRecyclerScope } from '@waste/shared';

/** Whose news: the authority or the recycler a super admin acts as (`?localAuthorityId=` / `?recyclerId=`), or the account's own. */
export function useNotificationScope() {
  return { ...useLocalAuthorityScope(), ...useRecyclerScope() };
}
