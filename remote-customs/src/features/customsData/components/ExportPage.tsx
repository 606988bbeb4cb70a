import { CustomsDataPage } from './CustomsDataPage';

export function ExportPage() {
  return <CustomsDataPage type="EXPORT" />;
}
