import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { errorMessage, isRetryable, serverFieldErrors } from '../src/api/errorMessage';
import { i18n } from '../src/i18n/instance';
import { loadEveryLanguage } from '../src/testing/everyLanguage';
import { queryStatus } from '../src/query/queryStatus';

/** A failed call as the API client rejects it, with the server's `{ message, code, details? }`. */
function failure(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response);
}

const malformedLink = failure(400, {
  message: 'querystring.localAuthorityId must match pattern "^LG-[0-9]+$"',
  code: 'VALIDATION_FAILED',
  details: [{ field: 'querystring.localAuthorityId', message: 'querystring.localAuthorityId must match pattern "^LG-[0-9]+$"' }],
});
const refusedForm = failure(400, {
  message: 'body.email must match format "email"',
  code: 'VALIDATION_FAILED',
  details: [
    { field: 'body.email', message: 'body.email must match format "email"' },
    { field: 'body.phone', message: 'body.phone is required' },
  ],
});

describe('server validation failures in words a person understands', () => {
  beforeAll(() => loadEveryLanguage());
  afterEach(() => i18n.changeLanguage('en'));

  it('reads a refused address value as a link that is not valid, in three languages', async () => {
    expect(errorMessage(malformedLink, 'Failed to fetch data')).toBe(
      'This link is not valid: the address may be mistyped or incomplete. Go back and open the page from its list.',
    );
    for (const language of ['si', 'ta']) {
      await i18n.changeLanguage(language);
      const message = errorMessage(malformedLink, 'Failed to fetch data');
      expect(message).toBe(i18n.t('common:error.invalidLink'));
      expect(message).not.toMatch(/querystring|pattern|invalidLink/);
    }
  });

  it('reads a refused form as a general message and names each refused field', () => {
    expect(errorMessage(refusedForm, 'Something went wrong')).toBe(
      'Some of the information entered was not accepted. Check the fields and try again.',
    );
    expect(serverFieldErrors(refusedForm)).toEqual([
      { name: ['email'], errors: ['This value is not valid'] },
      { name: ['phone'], errors: ['This field is required'] },
    ]);
    expect(serverFieldErrors(malformedLink)).toEqual([]);
  });

  it("puts a route's own refusal on the form's field, list items by their index, through the form's own names", () => {
    const refusedLine = failure(400, {
      message: 'Unknown plastic source PS-9',
      code: 'VALIDATION',
      details: [{ field: 'body.intake.1.sourceId', message: 'Unknown plastic source PS-9' }],
    });
    // A code without a reason the browser knows reads in the code's general words (serverError.VALIDATION).
    expect(errorMessage(refusedLine, 'Unknown error')).toBe(i18n.t('common:serverError.VALIDATION'));
    expect(serverFieldErrors(refusedLine)).toEqual([{ name: ['intake', 1, 'sourceId'], errors: ['This value is not valid'] }]);
    expect(serverFieldErrors(refusedLine, ([list, index]) => (list === 'intake' ? ['intakeKg', index] : null))).toEqual([
      { name: ['intakeKg', 1], errors: ['This value is not valid'] },
    ]);
  });

  it("keeps the server's own message for other failures (spec section 8)", () => {
    expect(errorMessage(failure(409, { message: 'Overlaps WD-LG-11001-000001', code: 'OVERLAP' }), 'Unknown error')).toBe(
      'Overlaps WD-LG-11001-000001',
    );
    expect(errorMessage(failure(500, 'oops'), 'Unknown error')).toBe('Unknown error');
  });

  it('offers no Retry for a refused request, and does for a server failure or a lost connection', () => {
    const status = (error: Error) => queryStatus({ data: undefined, error, isError: true, isFetching: false }, 'Failed to fetch data');
    expect(status(malformedLink)).toMatchObject({ errorStatus: 400, retryable: false, error: i18n.t('common:error.invalidLink') });
    expect(status(failure(404, { message: 'Not found', code: 'NOT_FOUND' })).retryable).toBe(false);
    expect(status(failure(503, {})).retryable).toBe(true);
    expect(isRetryable(new Error('Network Error'))).toBe(true);
  });
});
