import type { FastifyReply } from 'fastify';
import type { Queryable } from '#db/database';
import { notFound } from '#errors';
import { DIAGRAM_TEXT, type DiagramLanguage } from '#mfa/labels';
import { reconciledDrawing } from '#mfa/reconciliation/index';
import { renderSankeyPng, renderSankeyTextSvg } from '#mfa/sankey-files';
import { areaReconciliation } from './reconciliation/service';
import { areaName } from './repository';
import { areaAuthorities, areaRollUp, type Area } from './service';

/** Draws the Sankey of an area for a year, as reported (default) or reconciled (ADR 0244), and sends it as SVG (default) or PNG. */
export async function sendDiagram(
  db: Queryable,
  reply: FastifyReply,
  area: Area,
  options: { year: number; format?: 'svg' | 'png'; lang?: DiagramLanguage; flows?: 'reported' | 'reconciled' },
) {
  const language = options.lang ?? 'en';
  const authorities = await areaAuthorities(db, area);
  if (authorities.length === 0)
    throw notFound(
      `${area.level === 'LA' ? 'Local authority' : area.level === 'DISTRICT' ? 'District' : 'Province'} ${'id' in area ? area.id : ''} not found`,
      area.level === 'DISTRICT' ? 'DISTRICT' : area.level === 'PROVINCE' ? 'PROVINCE' : 'LOCAL_AUTHORITY',
    );
  const result = await areaRollUp(db, options.year, authorities);
  const text = DIAGRAM_TEXT[language];
  const name = area.level === 'NATIONAL' ? text.nation : ((await areaName(db, area.level, area.id, language)) ?? area.id);
  const reconciled = options.flows === 'reconciled';
  const flows = reconciled ? reconciledDrawing((await areaReconciliation(db, options.year, authorities)).reconciliation) : result.flows;
  const diagram = {
    title: `${name}: ${text.title} ${options.year}`,
    subtitle: `${text.estimated}: ${result.authoritiesWithData} / ${result.authorities}`,
    ...(reconciled ? { note: text.reconciledNote } : {}),
    language,
  };
  reply.header('Cache-Control', 'no-store');
  if (options.format === 'png') return reply.type('image/png').send(await renderSankeyPng(flows, diagram));
  return reply.type('image/svg+xml; charset=utf-8').send(await renderSankeyTextSvg(flows, diagram));
}
