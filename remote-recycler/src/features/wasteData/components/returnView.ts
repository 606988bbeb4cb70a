import type { MasterData, ReturnInput } from '../api/types';
import type { ReturnView } from './ReturnDescriptions';
import type { ReturnLists } from './returnFormValues';

/** The ids the form offers for a plastic type: every source and destination, and that type's product types. */
export function listsOf(masterData: MasterData | undefined, plasticType: string | undefined): ReturnLists {
  const ids = (entries: { id: string }[] = []) => entries.map((entry) => entry.id);
  return {
    sources: ids(masterData?.plasticSources),
    productTypes: ids(plasticType === 'SOFT' ? masterData?.softPlasticProductTypes : masterData?.hardPlasticProductTypes),
    destinations: ids(masterData?.plasticRejectedDestinations),
  };
}

/** The body with each line's name, for the review. */
export function viewOf(input: ReturnInput, masterData: MasterData): ReturnView {
  const all = [
    ...masterData.plasticSources,
    ...masterData.hardPlasticProductTypes,
    ...masterData.softPlasticProductTypes,
    ...masterData.plasticRejectedDestinations,
  ];
  const line = (id: string, kg: number) => {
    const entry = all.find((candidate) => candidate.id === id);
    return entry
      ? { id, name: entry.name, nameSi: entry.nameSi, nameTa: entry.nameTa, retired: entry.retired, kg }
      : { id, name: id, nameSi: null, nameTa: null, retired: false, kg };
  };
  return {
    ...input,
    intake: input.intake.map(({ sourceId, kg }) => line(sourceId, kg)),
    output: input.output.map(({ productTypeId, kg }) => line(productTypeId, kg)),
    rejected: input.rejected.map(({ destinationId, kg }) => line(destinationId, kg)),
  };
}
