import type { CorrectableRecords } from '#corrections/apply';
import { findReturn, lockRecyclerReturns, refuseDuplicate, writeReturn } from '../returns-repository';
import type { RecyclerReturnDetail, ReturnBody } from '../returns-schemas';
import { checkReturn } from '../save-recycler-waste-data/rules';

/** Recyclers' returns as a completed correction retires and replaces them. */
export const recyclerReturnRecords: CorrectableRecords<RecyclerReturnDetail> = {
  kind: 'RECYCLER_RETURN',
  async lockCurrent(tx, correction) {
    const recyclerId = correction.owner.recyclerId!;
    await lockRecyclerReturns(tx, recyclerId);
    return findReturn(tx, correction.recordId, recyclerId);
  },
  async writeReplacement(tx, correction) {
    const recyclerId = correction.owner.recyclerId!;
    const body = correction.replacement as ReturnBody;
    await checkReturn(tx, body);
    await refuseDuplicate(tx, recyclerId, body);
    return writeReturn(tx, recyclerId, body, { createdBy: correction.authorId, acknowledgedWarnings: correction.acknowledgedWarnings });
  },
};
