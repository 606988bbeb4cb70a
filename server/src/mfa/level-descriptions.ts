import type { LeakageLevel, Stage } from './types';

/**
 * What each leakage level looks like on the ground, paraphrased from the WFD's descriptive tables
 * (https://wfd.rwm.global/measures-catalogue-2-formal-collection-2/ and the WFD user manual), so that an
 * authority can judge its own level. The client shows its translations of the same keys.
 */
export const LEVEL_DESCRIPTIONS: Record<LeakageLevel, string> = {
  NONE: 'No plastic escapes: waste is fully contained at every point and nothing is seen outside it.',
  LOW: 'Waste is contained and collected on time; litter around bins, vehicles or sites is rare and cleaned up.',
  MEDIUM:
    'Containers or vehicles are mostly adequate but some are open or overflowing; service is sometimes late and some waste is seen around them.',
  HIGH: 'Containers are often missing, open or overflowing; service is often late; waste is regularly seen in streets, drains or around the site.',
  VERY_HIGH:
    'Most waste is stored or handled openly without containment; collection is far too infrequent; waste is spread around, in drains and water, or burned.',
};

export const STAGE_DESCRIPTIONS: Record<Stage, string> = {
  collection: 'Storage at the point of generation and collection points: containers, lids, collection frequency, spillage while loading.',
  transport: 'Transfer and transport: open or covered vehicles, overloading, transfer points.',
  sorting: 'Sorting and recovery: containment of sorting areas, handling of rejects, wind and rain exposure.',
  disposal: 'Disposal site: fencing, daily cover, open burning, waste pickers, flood or landslide risk, runoff.',
  uncollected: 'Uncollected waste: dumping in open spaces, drains and waterways, burning in the open.',
};
