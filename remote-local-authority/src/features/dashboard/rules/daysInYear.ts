/** 365, or 366 in a leap year: the days the MFA scales a year's records to. */
export const daysInYear = (year: number): number => (new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1 ? 366 : 365);
