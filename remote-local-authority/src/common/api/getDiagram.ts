import {
  apiImage,
  apiQueryKey,
  LANGUAGES,
  PREFETCHED_READ_STALE_MS,
  type ApiQuery,
  type Language,
  type LocalAuthorityScope,
  type SankeyFlows,
} from '@waste/shared';
import { useQuery } from '@tanstack/react-query';

const DIAGRAM_PATHS = {
  LA: '/mfa/diagram-la',
  DISTRICT: '/mfa/district-diagram-la',
  PROVINCE: '/mfa/province-diagram-la',
} as const;
export type DiagramLevel = keyof typeof DIAGRAM_PATHS;

/** The levels a Sankey card offers, the first shown first; its flows at first. */
export const DIAGRAM_LEVELS: DiagramLevel[] = ['LA', 'DISTRICT', 'PROVINCE'];
export const FIRST_FLOWS: SankeyFlows = 'reconciled';

/** The three diagrams take the same query. */
type DiagramQuery = ApiQuery<'/mfa/diagram-la', 'get'>;

/** The language a diagram's words are drawn in: the page's, English for any other. */
export const diagramLanguage = (language: string): Language => LANGUAGES.find((known) => known === language) ?? 'en';

/** The diagram of one level as a data URL (SVG: the browser shapes Sinhala and Tamil; PNG for a download). */
export const getDiagram = (level: DiagramLevel, query: DiagramQuery) => apiImage('get', DIAGRAM_PATHS[level], { query });

/** The server-drawn Sankey of the authority, its district or its province, reconciled or as reported; /parameters prefetches its first. */
export function diagramQuery(level: DiagramLevel, year: number, lang: Language, scope: LocalAuthorityScope, flows: SankeyFlows) {
  const query: DiagramQuery = { year, lang, flows, ...scope };
  return {
    queryKey: apiQueryKey(DIAGRAM_PATHS[level], {}, query),
    queryFn: () => getDiagram(level, query),
    retry: false,
    staleTime: PREFETCHED_READ_STALE_MS,
  };
}

/** The diagram as a data URL. */
export const useDiagram = (level: DiagramLevel, year: number, lang: Language, scope: LocalAuthorityScope, flows: SankeyFlows) =>
  useQuery(diagramQuery(level, year, lang, scope, flows));
