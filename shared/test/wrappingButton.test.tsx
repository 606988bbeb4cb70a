import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { WRAPPING_BUTTON } from '../src/ui/wrappingButton';

it("a wrapping button's long label wraps, and a one-line one keeps a button's height", () => {
  render(<Button style={WRAPPING_BUTTON}>பதிவிறக்கு</Button>);
  expect(screen.getByRole('button')).toHaveStyle({ whiteSpace: 'normal', height: 'auto', minHeight: '32px', maxWidth: '100%' });
});
