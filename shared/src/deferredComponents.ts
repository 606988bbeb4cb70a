import { createElement } from 'react';
import type { ChartDownloadButtonProps } from './charts/ChartDownloadButton';
import type { CurrentUserCard as CurrentUserCardComponent } from './components/CurrentUserCard';
import type { DateInputProps } from './forms/DateInput';
import type { QuantityFormItemProps } from './forms/QuantityFormItem';
import type { PlausibilityWarnings as PlausibilityWarningsComponent } from './plausibility/PlausibilityWarnings';
import type { FilterBar as FilterBarComponent } from './table/FilterBar';
import type { ListCardProps } from './table/ListCard';
import type { ListPageProps } from './table/ListPage';
import type { ListTable as ListTableComponent } from './table/ListTable';
import type { ServerPagedTable as ServerPagedTableComponent } from './table/ServerPagedTable';
import { ReservedSkeleton } from './ui/ReservedSkeleton';
import { deferredComponent, type DeferredComponent } from './ui/deferredComponent';
import type { PeriodRangePickerProps } from './ui/PeriodRangePicker';
import type { EntryWizard as EntryWizardComponent } from './wizard/EntryWizard';

// The shared package's components that draw heavy antd ones (see deferredComponent).
const serverPagedTable = deferredComponent(() =>
  import('./table/ServerPagedTable').then((m) => m.ServerPagedTable as ComponentOf<typeof m.ServerPagedTable>),
);
const listTable = deferredComponent(() => import('./table/ListTable').then((m) => m.ListTable as ComponentOf<typeof m.ListTable>));
const periodRangePicker = deferredComponent<PeriodRangePickerProps>(() =>
  import('./ui/PeriodRangePicker').then((m) => m.PeriodRangePicker),
);
const filterBar = deferredComponent(() => import('./table/FilterBar').then((m) => m.FilterBar as ComponentOf<typeof m.FilterBar>));
// A list comes with its filter bar's and table's code, so that it is drawn whole (they draw at once once loaded).
const withListParts = <M>(module: Promise<M>) => Promise.all([module, filterBar.load(), serverPagedTable.load()]).then(([m]) => m);
// Until then a list's card (a part of its page, under the page's heading) holds the room of its filters and an
// empty page on a phone: a card below it (a recycler's corrections under its returns) stays where it is drawn. A
// list page draws its heading with its list, so it waits whole as before.
const LIST_CARD_HEIGHT = 360;
const listReserve = createElement(ReservedSkeleton, { height: LIST_CARD_HEIGHT, testId: 'list-loading' });
const listPage = deferredComponent<ListPageProps>(() => withListParts(import('./table/ListPage')).then((m) => m.ListPage));
const listCard = deferredComponent<ListCardProps>(() => withListParts(import('./table/ListCard')).then((m) => m.ListCard), listReserve);
const entryWizard = deferredComponent(() => import('./wizard/EntryWizard').then((m) => m.EntryWizard as ComponentOf<typeof m.EntryWizard>));
const dateInput = deferredComponent<DateInputProps>(() => import('./forms/DateInput').then((m) => m.DateInput));
const quantityFormItem = deferredComponent<QuantityFormItemProps>(() => import('./forms/QuantityFormItem').then((m) => m.QuantityFormItem));
const chartDownloadButton = deferredComponent<ChartDownloadButtonProps>(() =>
  import('./charts/ChartDownloadButton').then((m) => m.ChartDownloadButton),
);
const currentUserCard = deferredComponent<Parameters<typeof CurrentUserCardComponent>[0]>(() =>
  import('./components/CurrentUserCard').then((m) => m.CurrentUserCard),
);
const plausibilityWarnings = deferredComponent(() =>
  import('./plausibility/PlausibilityWarnings').then((m) => m.PlausibilityWarnings as ComponentOf<typeof m.PlausibilityWarnings>),
);
const featureNotAvailable = deferredComponent<object>(() => import('./ui/FeatureNotAvailable').then((m) => m.FeatureNotAvailable));

type ComponentOf<C> = C extends (props: infer P) => unknown ? import('react').ComponentType<P & object> : never;
/** A generic component keeps its type parameters through the deferral. */
type Deferred<C> = C & Pick<DeferredComponent<object>, 'load'>;

export const ServerPagedTable = serverPagedTable as unknown as Deferred<typeof ServerPagedTableComponent>;
export const ListTable = listTable as unknown as Deferred<typeof ListTableComponent>;
export const PeriodRangePicker = periodRangePicker;
export const FilterBar = filterBar as unknown as Deferred<typeof FilterBarComponent>;
export const ListPage = listPage;
export const ListCard = listCard;
export const EntryWizard = entryWizard as unknown as Deferred<typeof EntryWizardComponent>;
export const DateInput = dateInput;
export const QuantityFormItem = quantityFormItem;
export const ChartDownloadButton = chartDownloadButton;
export const CurrentUserCard = currentUserCard;
export const FeatureNotAvailable = featureNotAvailable;
export const PlausibilityWarnings = plausibilityWarnings as unknown as Deferred<typeof PlausibilityWarningsComponent>;
