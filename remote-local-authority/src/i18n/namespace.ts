export const LOCAL_AUTHORITY_NAMESPACE = 'localAuthority';
