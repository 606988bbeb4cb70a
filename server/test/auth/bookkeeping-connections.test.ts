import { useTestApp } from '../helpers/test-app';
import { SERVER_URL } from '../helpers/test-database';

// PGlite has one connection for everything; on PostgreSQL the throttles have connections of their own.
(SERVER_URL ? describe : describe.skip)('sign-in bookkeeping beside a busy pool', () => {
  const app = useTestApp();

  it('counts a sign-in attempt while every connection of the requests’ pool is taken', async () => {
    let released = false;
    // pg's pool holds 10: each taken by a transaction for 5 s.
    const held = () =>
      app().db.transaction(async () => {
        await new Promise((resolve) => setTimeout(resolve, 5000));
        released = true;
      });
    const busy = Promise.all(Array.from({ length: 10 }, held));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await app().loginThrottle.begin('nobody@demo.lk', '10.9.9.9');
    expect(released).toBe(false);
    await busy;
  });
});
