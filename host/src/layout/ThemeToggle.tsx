import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../i18n/hostTranslations';
import { themeAtom } from '../settings/appSettings';

export function ThemeToggle() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const [mode, setMode] = useAtom(themeAtom);
  const dark = mode === 'dark';
  const label = dark ? t('layout.theme.useLight') : t('layout.theme.useDark');
  return (
    <Button
      type="text"
      shape="circle"
      icon={dark ? <SunOutlined /> : <MoonOutlined />}
      aria-label={label}
      title={label}
      onClick={() => setMode(dark ? 'light' : 'dark')}
      data-testid="theme-toggle"
    />
  );
}
