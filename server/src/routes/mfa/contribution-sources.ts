import { registerContributionSource } from '#mfa/contributions';
import { centreContributions } from './centre-contributions';
import { recyclerContributions } from './recycler-contributions';

/** The product's contribution sources, registered once when the MFA service is loaded (docs/mfa.md). */
registerContributionSource(centreContributions);
registerContributionSource(recyclerContributions);
