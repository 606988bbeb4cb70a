import { apiImage, apiQueryKey, type ApiQuery, type LocalAuthorityScope } from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

const DIAGRAM_PATHS = {
  LA: '/mfa/diagram-la',
  DISTRICT: '/mfa/district-diagram-la',
  PROVINCE: '/mfa/province-diagram-la',
} as const;
export type DiagramLevel = keyof typeof DIAGRAM_PATHS;

/** The three diagrams take the same query. */
type DiagramQuery = ApiQuery<'/mfa/diagram-la', 'get'>;

/** The diagram of one level as a data URL (SVG: the browser shapes Sinhala and Tamil; PNG for a download). */
export const getDiagram = (level: DiagramLevel, query: DiagramQuery) => apiImage('get', DIAGRAM_PATHS[level], { query });

/** The server-drawn Sankey of the authority, its district or its province, reconciled or as reported, as a data URL. */
export function useDiagram(
  level: DiagramLevel,
  year: number,
  lang: DiagramQuery['lang'],
  scope: LocalAuthorityScope,
  flows: DiagramQuery['flows'],
) {
  const query: DiagramQuery = { year, lang, flows, ...scope };
  return useQuery({ queryKey: apiQueryKey(DIAGRAM_PATHS[level], {}, query), queryFn: () => getDiagram(level, query), retry: false });
}
