import { apiImage, apiQueryKey, type ApiBody } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

type DiagramRequest = ApiBody<'/mfa/search-mfa', 'post'>;
/** The nation, or one authority by id: named in the body, so that looking at an authority is not acting as it. */
export type DiagramArea = Pick<DiagramRequest, 'level' | 'id'>;

/** The server-drawn Sankey of the area for the year, reconciled or as reported, as a data URL (SVG: the browser shapes Sinhala and Tamil). */
export function useMfaDiagram(area: DiagramArea, year: number, lang: DiagramRequest['lang'], flows: DiagramRequest['flows']) {
  const request: DiagramRequest = { ...area, year, lang, flows };
  return useQuery({
    queryKey: apiQueryKey('/mfa/search-mfa', request),
    queryFn: () => apiImage('post', '/mfa/search-mfa', { body: request }),
    retry: false,
  });
}
