import { PageFrame } from '@waste/shared';
import { Card, Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../../i18n/hostTranslations';

/** Built in the page as SVG data URIs so the template loads no image from the network. */
function svgImage(background: string, shape: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="${background}"/>${shape}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const images = [
  {
    key: 'leaf',
    altKey: 'templatePages.images.leaf',
    src: svgImage(
      '#e6f4ea',
      '<path d="M160 40c60 20 70 90 0 120-70-30-60-100 0-120z" fill="#34a853"/><path d="M160 50v105" stroke="#1e6b34" stroke-width="4"/>',
    ),
  },
  {
    key: 'recycle',
    altKey: 'templatePages.images.recycle',
    src: svgImage('#e8f0fe', '<circle cx="160" cy="100" r="60" fill="none" stroke="#1a73e8" stroke-width="14" stroke-dasharray="90 36"/>'),
  },
  {
    key: 'bottle',
    altKey: 'templatePages.images.bottle',
    src: svgImage(
      '#fef7e0',
      '<rect x="135" y="60" width="50" height="110" rx="14" fill="#f9ab00"/><rect x="148" y="35" width="24" height="28" rx="4" fill="#b06000"/>',
    ),
  },
];

export function ImagesPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  return (
    <PageFrame title={t('templatePages.images.title')}>
      <Card>
        <Typography.Paragraph>{t('templatePages.images.body')}</Typography.Paragraph>
        <Flex gap="middle" wrap>
          {images.map((image) => (
            <Image key={image.key} width={240} src={image.src} alt={t(image.altKey)} />
          ))}
        </Flex>
      </Card>
    </PageFrame>
  );
}
