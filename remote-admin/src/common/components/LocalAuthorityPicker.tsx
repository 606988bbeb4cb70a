import { findLocalAuthorities } from '../api/searchLocalAuthorities';
import { RemoteSearchSelect, type RemoteSearchSelectProps } from './RemoteSearchSelect';

/** One of the 341 authorities, searched by name as one types, each named with its district. */
export function LocalAuthorityPicker(props: Omit<RemoteSearchSelectProps, 'queryName' | 'find'>) {
  return <RemoteSearchSelect queryName="authorities" find={findLocalAuthorities} {...props} />;
}
