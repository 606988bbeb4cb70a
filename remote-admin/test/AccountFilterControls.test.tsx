import { viewportMatching } from '@waste/shared/testing';
import { screen } from '@testing-library/react';
import { AccountFilterControls } from '../src/features/accounts/components/AccountFilterControls';
import { renderAdminPage } from './renderAdminPage';

jest.setTimeout(30_000);

const controls = () => <AccountFilterControls filters={{}} waiting={2} onSearch={() => undefined} />;

// Issue 43's screenshot walk: side by side on a phone, the Tamil queue switch and the 240 px search ran off the card.
describe("the accounts page's filters", () => {
  it("stack on a phone, each the card's width", async () => {
    await renderAdminPage(controls());
    expect(screen.getByTestId('accounts-queue-switch')).toHaveClass('ant-segmented-vertical', 'ant-segmented-block');
    expect(screen.getByText('Waiting for a role (2)')).toHaveStyle({ whiteSpace: 'normal' });
    expect(screen.getByTestId('accounts-name-search').closest('.ant-input-search')).toHaveStyle({ width: '100%' });
  });

  it('sit side by side on a wider screen', async () => {
    const undo = viewportMatching('(min-width: 576px)');
    try {
      await renderAdminPage(controls());
      expect(screen.getByTestId('accounts-queue-switch')).not.toHaveClass('ant-segmented-vertical');
      expect(screen.getByTestId('accounts-name-search').closest('.ant-input-search')).toHaveStyle({ width: '240px' });
    } finally {
      undo();
    }
  });
});
