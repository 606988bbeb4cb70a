import { theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '@/i18n/namespace';
import type { Measure } from '../rules/measures';
import { useMeasureFormat } from './useMeasureFormat';

const ITEM = { display: 'flex', alignItems: 'center', gap: 4 } as const;

const Swatch = ({ colour }: { colour: string }) => {
  const { token } = theme.useToken();
  return (
    <span
      aria-hidden
      style={{ display: 'inline-block', width: 14, height: 14, background: colour, border: `1px solid ${token.colorBorder}`, flex: 'none' }}
    />
  );
};

/** The classes of the chosen measure: each colour with the values it stands for, and "no data". */
export function MapLegend({ measure, breaks, colours }: { measure: Measure; breaks: readonly number[]; colours: readonly string[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { token } = theme.useToken();
  const write = useMeasureFormat();
  const bounds = [0, ...breaks];
  return (
    <figure style={{ margin: 0 }} data-testid="district-map-legend">
      <figcaption>
        <Typography.Text strong>{t(`nationalMap.measure.${measure}`)}</Typography.Text>
      </figcaption>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, listStyle: 'none', margin: 0, padding: 0 }}>
        {colours.map((colour, index) => (
          <li key={colour} style={ITEM}>
            <Swatch colour={colour} />
            <Typography.Text>
              {index < breaks.length
                ? t('nationalMap.range', { from: write(measure, bounds[index]!), to: write(measure, breaks[index]!) })
                : t('nationalMap.rangeFrom', { from: write(measure, bounds[index]!) })}
            </Typography.Text>
          </li>
        ))}
        <li style={ITEM}>
          <Swatch colour={token.colorFillSecondary} />
          <Typography.Text>{t('nationalMap.noData')}</Typography.Text>
        </li>
      </ul>
    </figure>
  );
}
