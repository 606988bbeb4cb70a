import { apiGetQuery } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

export const useWasteSearchOptions = () => useQuery(apiGetQuery('/local-authority/init-waste-search'));
