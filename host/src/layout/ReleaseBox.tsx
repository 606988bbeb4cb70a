import { RELEASE_LABELS } from '@waste/shared';
import { Flex, Typography, theme } from 'antd';

/** The fixed release labels of spec section 9; product names and versions, so never translated. */
export function ReleaseBox() {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      data-testid="release-box"
      style={{ margin: 16, padding: '12px 16px', borderRadius: token.borderRadiusLG, background: token.colorFillQuaternary }}
    >
      <Typography.Text type="secondary">{RELEASE_LABELS.web}</Typography.Text>
      <Typography.Text type="secondary">{RELEASE_LABELS.api}</Typography.Text>
    </Flex>
  );
}
