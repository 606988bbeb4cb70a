export * from './types';
export { computeMfa, generatedKgPerDay } from './model';
export { rollUp, type AuthorityResult, type RollUp } from './rollup';
export { nodeImbalances } from './balance';
export * from './inputs';
