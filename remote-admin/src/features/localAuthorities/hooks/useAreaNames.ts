import { localizedName } from '@waste/shared';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import { useDistricts } from '@/common/api/getDistricts';
import { useProvinces } from '@/common/api/getProvinces';

interface AreaOfAuthority {
  districtId: string;
  district: string;
  province: string;
  provinceName: string;
}

/** An authority row's district and province in the user's language (the search answers them in English). */
export function useAreaNames() {
  const { i18n } = useTranslation(ADMIN_NAMESPACE);
  const districts = useDistricts();
  const provinces = useProvinces();
  return {
    district: (row: AreaOfAuthority) => {
      const district = districts.data?.find((candidate) => candidate.id === row.districtId);
      return district ? localizedName(district, i18n.language) : row.district;
    },
    province: (row: AreaOfAuthority) => {
      const province = provinces.data?.find((candidate) => candidate.code === row.province);
      return province ? localizedName(province, i18n.language) : row.provinceName;
    },
  };
}
