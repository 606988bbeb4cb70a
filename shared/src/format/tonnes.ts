/** Kilograms, as the API counts them, in the tonnes that figures and charts show. */
export const tonnes = (kg: number) => kg / 1000;
