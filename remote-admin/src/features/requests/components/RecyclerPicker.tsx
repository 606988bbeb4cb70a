import { findRecyclers } from '@/common/api/searchRecyclers';
import { RemoteSearchSelect, type RemoteSearchSelectProps } from '@/common/components/RemoteSearchSelect';

/** A registered recycler, searched by name as one types. */
export function RecyclerPicker(props: Omit<RemoteSearchSelectProps, 'queryName' | 'find'>) {
  return <RemoteSearchSelect queryName="recyclers" find={findRecyclers} {...props} />;
}
