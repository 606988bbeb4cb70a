import { Flex, Typography } from 'antd';
import { useId, type ReactNode } from 'react';

/**
 * A control that chooses what a chart shows (a year, a flow), its label shown above it and naming it for a
 * screen reader too (the control takes the id it is given): a bare "2026 / 2026" says nothing.
 */
export function ChartFilter({ label, children, testId }: { label: string; children: (id: string) => ReactNode; testId?: string }) {
  const id = useId();
  return (
    <Flex vertical gap={4} data-testid={testId}>
      <label htmlFor={id}>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </label>
      {children(id)}
    </Flex>
  );
}
