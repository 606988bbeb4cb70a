import type { QueryClient } from '@tanstack/react-query';
import { graphFilterOf, OPENING_CHOICE } from '../rules/graphFilter';
import { partnerStatisticsQuery } from './getPartnerStatistics';
import { sectorStatisticsQuery } from './getSectorStatistics';
import { statisticsQuery } from './getStatistics';
import { graphInitQuery } from './initGraphSearch';

/**
 * The dashboard's first reads, sent while its code loads: the years with data, then, as soon as they are
 * known, the opening years' charts, with the charts' own query options, so that the page finds them. A failed
 * read is left to the page, which shows its own message.
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  queryClient.fetchQuery(graphInitQuery).then(
    (init) => {
      const filter = graphFilterOf(init.years, OPENING_CHOICE);
      if (!filter) return;
      void queryClient.prefetchQuery(statisticsQuery(filter));
      void queryClient.prefetchQuery(sectorStatisticsQuery(filter));
      void queryClient.prefetchQuery(partnerStatisticsQuery(filter));
    },
    () => undefined,
  );
}
