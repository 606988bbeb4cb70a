import { apiGetQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** Whom to contact for help, as the super admin set it (every field null until then). */
export const useSupportContact = () => useQuery(apiGetQuery('/users/me/support-contact'));
