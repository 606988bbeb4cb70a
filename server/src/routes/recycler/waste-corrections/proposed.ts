import type { Queryable } from '#db/database';
import type { PlausibilityWarning } from '#plausibility/schemas';
import { findEntries } from '../master-data-repository';
import type { MasterDataList } from '../master-data-schemas';
import type { ProposedRecyclerReturn, ReturnBody } from '../returns-schemas';

const total = (lines: readonly { kg: number }[]) => lines.reduce((sum, line) => sum + line.kg, 0);

/** A replacement return as completing its correction would save it, its lines named, for the admin to read beside the return. */
export async function proposedReturn(
  db: Queryable,
  recycler: { id: string; name: string },
  body: ReturnBody,
  acknowledgedWarnings: PlausibilityWarning[],
): Promise<ProposedRecyclerReturn> {
  const named = async (list: MasterDataList, lines: readonly { id: string; kg: number }[]) => {
    const entries = await findEntries(db, list);
    return lines.map(({ id, kg }) => {
      const entry = entries.get(id)!;
      return { id, name: entry.name, nameSi: entry.nameSi, nameTa: entry.nameTa, retired: entry.retired, kg };
    });
  };
  return {
    recyclerId: recycler.id,
    recyclerName: recycler.name,
    month: body.month,
    plasticType: body.plasticType,
    openingStockKg: body.openingStockKg,
    closingStockKg: body.closingStockKg,
    intakeKg: total(body.intake),
    outputKg: total(body.output),
    rejectedKg: total(body.rejected),
    acknowledgedWarnings,
    intake: await named(
      'plasticSources',
      body.intake.map((line) => ({ id: line.sourceId, kg: line.kg })),
    ),
    output: await named(
      body.plasticType === 'HARD' ? 'hardPlasticProductTypes' : 'softPlasticProductTypes',
      body.output.map((line) => ({ id: line.productTypeId, kg: line.kg })),
    ),
    rejected: await named(
      'plasticRejectedDestinations',
      body.rejected.map((line) => ({ id: line.destinationId, kg: line.kg })),
    ),
  };
}
