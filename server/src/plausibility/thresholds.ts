/**
 * How far an entry may stray before it is questioned (README.md beside this file; docs/adr/0101-plausibility-thresholds.md).
 */

/**
 * An authority's collection per day above this many times its estimated plastic generation per day is questioned.
 * The estimate (population x generation rate x plastic share) rests on a district's census population shared
 * equally among its authorities and on per-capita rates by council type: a busy town authority may collect well
 * above its share, but twice its whole estimated generation is where a unit or a misplaced digit is far likelier.
 */
export const ESTIMATE_FACTOR = 2;

/**
 * A quantity outside [median / this, median x this] of the owner's recent records is questioned: an order of
 * magnitude either way, which seasons, a new collection round or a missed week do not reach, and which the
 * usual slips (tonnes typed as kg, a month's total typed as a daily rate, an extra zero) exceed.
 */
export const HISTORY_FACTOR = 10;

/** The owner's recent records the median is taken over: a year of monthly figures. */
export const HISTORY_RECORDS = 12;

/** Fewer recent records than this give no history to compare with (two records say little about a third). */
export const HISTORY_MINIMUM = 3;
