import { colomboYear, i18n } from '@waste/shared';
import type { QueryClient } from '@tanstack/react-query';
import { DIAGRAM_LEVELS, diagramLanguage, diagramQuery, FIRST_FLOWS } from '@/common/api/getDiagram';
import { sessionLocalAuthorityScope } from '@/common/api/sessionScope';

/** `/parameters`' first read, its largest paint on a phone: the authority's Sankey of this year, as the card first draws it. */
export function prefetchParameters(queryClient: QueryClient): void {
  const diagram = diagramQuery(DIAGRAM_LEVELS[0], colomboYear(), diagramLanguage(i18n.language), sessionLocalAuthorityScope(), FIRST_FLOWS);
  void queryClient.prefetchQuery(diagram);
}
