import { CustomsDataPage } from './CustomsDataPage';

export function ImportPage() {
  return <CustomsDataPage type="IMPORT" />;
}
