import { LoginOutlined } from '@ant-design/icons';
import { actAsRequestAtom, actingAsLocalAuthority, canSwitchRole, loggedUserAtom, type ActingLocalAuthority } from '@waste/shared';
import { Button } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';

/** "Act as this authority": handed to the header's role switcher, which switches as its own menu does. */
export function ActAsButton({ authority }: { authority: ActingLocalAuthority }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const user = useAtomValue(loggedUserAtom);
  const request = useSetAtom(actAsRequestAtom);
  if (!user || !canSwitchRole(user)) return null;
  return (
    <Button
      size="small"
      icon={<LoginOutlined />}
      onClick={() =>
        request(
          actingAsLocalAuthority(user, {
            id: authority.id,
            name: authority.name,
            nameSi: authority.nameSi,
            nameTa: authority.nameTa,
            district: authority.district,
            province: authority.province,
            councilType: authority.councilType,
          }),
        )
      }
      data-testid="act-as-authority"
    >
      {t('localAuthorities.actAs')}
    </Button>
  );
}
