import type { Queryable } from '#db/database';
import { colomboToday } from '#dates/colombo-today';
import { rollUp } from '#mfa/index';
import type { DiagramLanguage } from '#mfa/labels';
import { reportContent, type ReportContent } from '#mfa/report/content';
import { authoritySdg } from '#mfa/sdg/indicator';
import { DIAGRAM_TEXT } from '#mfa/labels';
import { findAuthorities } from '../repository';
import { areaReconciliation } from '../reconciliation/service';
import { groupSdg, nationSdg } from '../sdg-11-6-1/service';

/** The national report's content for a year: every authority's results (cached as the summaries' are), summed once. */
export async function nationalReportContent(db: Queryable, year: number, language: DiagramLanguage): Promise<ReportContent> {
  const authorities = await findAuthorities(db);
  const { parts: results, rules, reconciliation } = await areaReconciliation(db, year, authorities);
  const parts = results.map(({ result }, index) => {
    const authority = authorities[index];
    return {
      authority,
      sdg: authoritySdg(result),
      name: authority.name,
      districtName: authority.districtName,
      result,
    };
  });
  return reportContent({
    year,
    language,
    producedOn: colomboToday(),
    nation: rollUp(year, results),
    parts,
    sdg: {
      nation: { ...nationSdg(year, parts), name: DIAGRAM_TEXT[language].nation },
      provinces: groupSdg(parts, 'PROVINCE'),
      districts: groupSdg(parts, 'DISTRICT'),
    },
    reconciliation: { reconciliation, rules },
  });
}
