import type { ApiBody } from '@waste/shared';

/** A return is for hard or soft plastic, in this order wherever both are listed (the figures, the filters, the wizard). */
export const PLASTIC_TYPES = ['HARD', 'SOFT'] as const satisfies readonly ApiBody<
  '/recycler/save-recycler-waste-data',
  'post'
>['plasticType'][];
