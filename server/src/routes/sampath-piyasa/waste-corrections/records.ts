import type { CorrectableRecords } from '#corrections/apply';
import { colomboToday } from '#dates/colombo-today';
import { findEntry, lockCentres, refuseOverlap, refuseUnknownCentres, writeEntry } from '../entry-repository';
import { newEntry } from '../rules';
import type { Entry, EntryReplacement } from '../schemas';

/** A correction's replacement entry by the save's rules (a refusal names it "Replacement: …"). */
export const replacementEntry = ({ acknowledgedWarnings: _acknowledged, ...replacement }: EntryReplacement) =>
  newEntry(replacement, colomboToday(), null);

/** Centre entries as a completed correction retires and replaces them. */
export const centreEntryRecords: CorrectableRecords<Entry> = {
  kind: 'CENTRE_WASTE',
  async lockCurrent(tx, correction) {
    const localAuthorityId = correction.owner.localAuthorityId!;
    const before = await findEntry(tx, correction.recordId, localAuthorityId);
    if (!before) return null;
    const replacement = correction.replacement as EntryReplacement | null;
    await lockCentres(tx, [...new Set([before.sampathPiyasaId, ...(replacement ? [replacement.sampathPiyasaId] : [])])]);
    return findEntry(tx, correction.recordId, localAuthorityId);
  },
  async writeReplacement(tx, correction) {
    const localAuthorityId = correction.owner.localAuthorityId!;
    const entry = replacementEntry(correction.replacement as EntryReplacement);
    await refuseUnknownCentres(tx, localAuthorityId, [entry.sampathPiyasaId]);
    await refuseOverlap(tx, entry);
    return writeEntry(tx, localAuthorityId, entry, {
      createdBy: correction.authorId,
      acknowledgedWarnings: correction.acknowledgedWarnings,
    });
  },
};
