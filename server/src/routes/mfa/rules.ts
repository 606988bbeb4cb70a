import { LA_SCOPE_MESSAGE, type SignedInUser } from '#auth/policy';
import { ROLE } from '#auth/roles';
import { AppError, forbidden, inputRefused } from '#errors';
import { LEAKAGE_LEVELS, type MfaResult } from '#mfa/index';
import type { ParameterChange } from './schemas';

export const MFA_READERS = [ROLE.ADMIN, ROLE.LOCAL_AUTHORITY, ROLE.SUPER_ADMIN];

/** Admins and super admins see every authority; a local authority only its own. */
export function seesEveryAuthority(user: SignedInUser): boolean {
  return user.roles.includes(ROLE.SUPER_ADMIN) || user.roles.includes(ROLE.ADMIN);
}

/** The authority an MFA read is about: a named one for admins and super admins, else the caller's own. */
export function mfaAuthority(user: SignedInUser, requestedId: string | undefined): string {
  if (requestedId !== undefined) {
    if (!seesEveryAuthority(user)) throw new AppError(403, 'LA_SCOPE', LA_SCOPE_MESSAGE);
    return requestedId;
  }
  if (user.localAuthorityId === null) {
    throw new AppError(400, 'LA_REQUIRED', 'localAuthorityId is required: this account has no local authority of its own');
  }
  return user.localAuthorityId;
}

/** A local authority may see only its own authority, district and province (and the nation). */
export function checkAreaScope(
  user: SignedInUser,
  own: { localAuthorityId: string; districtId: string; provinceId: string } | null,
  area: { level: string; id?: string },
): void {
  if (seesEveryAuthority(user) || area.level === 'NATIONAL') return;
  if (!own) throw forbidden();
  const mine = { LA: own.localAuthorityId, DISTRICT: own.districtId, PROVINCE: own.provinceId }[
    area.level as 'LA' | 'DISTRICT' | 'PROVINCE'
  ];
  if (area.id !== mine) throw forbidden();
}

const SHARES = new Set(['plasticShare', 'hardShare', 'defaultCollectionShare', 'householdBurnShare']);

/** Changes as stored: levels as their index 0-4, shares within 0-1; a clear message otherwise. */
export function normaliseChanges(changes: readonly ParameterChange[]): { key: string; value: number }[] {
  return changes.map(({ parameter, value }) => {
    if (parameter.startsWith('level.')) {
      const index = typeof value === 'string' ? LEAKAGE_LEVELS.indexOf(value as (typeof LEAKAGE_LEVELS)[number]) : value;
      if (!Number.isInteger(index) || index < 0 || index >= LEAKAGE_LEVELS.length) {
        throw inputRefused(`${parameter} must be one of ${LEAKAGE_LEVELS.join(', ')}`, 'LEAKAGE_LEVEL', { parameter });
      }
      return { key: parameter, value: index };
    }
    if (typeof value !== 'number') throw inputRefused(`${parameter} must be a number`, 'NOT_A_NUMBER', { parameter });
    if (SHARES.has(parameter) && value > 1)
      throw inputRefused(`${parameter} is a share: a number from 0 to 1`, 'NOT_A_SHARE', { parameter });
    if (parameter === 'generationRate' && value > 10)
      throw inputRefused('generationRate must be at most 10 kg/person/day', 'GENERATION_RATE_MAX', { max: 10 });
    return { key: parameter, value };
  });
}

export function rates(result: Pick<MfaResult, 'totals' | 'population'>) {
  const { totals, population } = result;
  const share = (kg: number) => (totals.generatedKg > 0 ? kg / totals.generatedKg : 0);
  return {
    collectedShare: share(totals.collectedKg),
    controlledShare: share(totals.recycledKg + totals.disposedKg),
    recycledShare: share(totals.recycledKg),
    leakedKgPerCapita: population > 0 ? (totals.leakedKg + totals.burnedKg) / population : 0,
    population,
  };
}
