import { errorMessage } from '@waste/shared';
import { fakeApi } from '@waste/shared/testing';
import { downloadCustomsLines } from '../src/features/customsData/api/downloadCustomsLines';

describe('a customs download the server refuses', () => {
  it("shows the server's message, which arrives as a blob like the file would", async () => {
    const message = 'A download of yours is already in progress; wait for it to finish, then download again';
    fakeApi(() => ({
      status: 429,
      data: new Blob([JSON.stringify({ code: 'DOWNLOAD_IN_PROGRESS', message })], { type: 'application/json' }),
    }));
    const refused = await downloadCustomsLines({ type: 'IMPORT', format: 'xlsx' }, {}).catch((error: unknown) => error);
    expect((refused as { response: { data: { message: string } } }).response.data.message).toBe(message);
    expect(errorMessage(refused, 'fallback')).not.toBe('fallback');
  });
});
