import { apiGetQuery, type RecyclerScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

/** The recycler's corrections of its returns and their answers, newest first. */
export const useSentCorrections = (scope: RecyclerScope) => useQuery(apiGetQuery('/recycler/sent-corrections', { query: scope }));
