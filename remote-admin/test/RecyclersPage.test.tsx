import { expectOpensWithRouteIntro, fakeApi } from '@waste/shared/testing';
import { screen } from '@testing-library/react';
import { RecyclersPage } from '../src/features/recyclers/components/RecyclersPage';
import english from '../src/i18n/en.json';
import routes from '../src/routes.json';
import { renderAdminPage } from './renderAdminPage';

jest.setTimeout(30_000);

describe('the recyclers list', () => {
  it('opens its card with what a row says, as its route names it: the first frame paints it before any recycler’s card', async () => {
    // The lists' answers never come: the intro is there before them, as in the frame.
    const api = fakeApi(() => new Promise(() => undefined));
    await renderAdminPage(<RecyclersPage />);
    const card = (await screen.findByTestId('register-recycler')).closest('.ant-card')!;
    expectOpensWithRouteIntro(card, 'recycler', { routes, english });
    api.restore();
  });
});
