export const RECYCLER_NAMESPACE = 'recycler';
