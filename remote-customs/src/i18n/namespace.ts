export const CUSTOMS_NAMESPACE = 'customs';
