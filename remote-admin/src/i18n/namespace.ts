export const ADMIN_NAMESPACE = 'admin';
