import type { CorrectableRecords } from '#corrections/apply';
import { revisedWasteId } from '#corrections/rules';
import { colomboToday } from '#dates/colombo-today';
import { findWasteRecord, lockAuthorityWaste, refuseOverlap, writeWasteRecord } from '../waste-repository';
import { newWasteRecord } from '../waste-rules';
import type { WasteBody, WasteRecord } from '../waste-schemas';

/** An authority's waste records as a completed correction retires and replaces them. */
export const laWasteRecords: CorrectableRecords<WasteRecord> = {
  kind: 'LA_WASTE',
  async lockCurrent(tx, correction) {
    const localAuthorityId = correction.owner.localAuthorityId!;
    await lockAuthorityWaste(tx, localAuthorityId);
    return findWasteRecord(tx, correction.recordId, localAuthorityId);
  },
  async writeReplacement(tx, correction, current) {
    const localAuthorityId = correction.owner.localAuthorityId!;
    const record = newWasteRecord(correction.replacement as WasteBody, colomboToday());
    await refuseOverlap(tx, localAuthorityId, record);
    return writeWasteRecord(tx, localAuthorityId, record, {
      wasteId: revisedWasteId(current.wasteId),
      createdBy: correction.authorId,
      acknowledgedWarnings: correction.acknowledgedWarnings,
    });
  },
};
