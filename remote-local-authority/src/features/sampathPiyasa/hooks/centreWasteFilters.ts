import { oneOfFilter, type AddressFilters } from '@waste/shared';
import type { TypeOfCollectionId } from '../api/types';

export const TYPES_OF_COLLECTION: TypeOfCollectionId[] = ['BROUGHT_BY_PUBLIC', 'DOOR_TO_DOOR', 'FROM_INSTITUTIONS'];

/** A centre's entries' filter, kept in the address: `?collection=`, with the page. */
export const CENTRE_WASTE_FILTERS: AddressFilters<{ typeOfCollectionId?: TypeOfCollectionId }> = {
  typeOfCollectionId: oneOfFilter('collection', TYPES_OF_COLLECTION),
};
