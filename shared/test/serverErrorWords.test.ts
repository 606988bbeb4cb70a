import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { errorMessage, serverFieldErrors } from '../src/api/errorMessage';
import { i18n } from '../src/i18n/instance';
import { loadEveryLanguage } from '../src/testing/everyLanguage';
import en from '../src/i18n/locales/serverErrors.en.json';
import si from '../src/i18n/locales/serverErrors.si.json';
import ta from '../src/i18n/locales/serverErrors.ta.json';
import { LA_SCOPE_KEYS, LA_SCOPE_MESSAGE } from '../src/scope/localAuthorityScope';
import { RC_SCOPE_KEYS, RC_SCOPE_MESSAGE } from '../src/scope/recyclerScope';
import { ScopeGuardError } from '../src/scope/scopeGuard';
import { NO_TRANSLATION_GAPS, translationGaps } from '../src/testing/remoteModule';

// server/test/error-catalogue.test.ts holds that every code the server answers has these words.

function failure(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response);
}

const wrongFormat = failure(400, { message: 'Only CSV and XLSX files are accepted', code: 'INVALID_FILE', reason: 'FORMAT' });
const lockedOut = (count: number) =>
  failure(429, {
    message: `Too many sign-in attempts. Please wait ${count} minutes and try again.`,
    code: 'TOO_MANY_ATTEMPTS',
    reason: 'SIGN_IN',
    params: { count },
  });
const duplicate = failure(409, {
  message: 'Waste data for this period and plastic type already exists: W-7 (2026-01-01 to 2026-01-31)',
  code: 'DUPLICATE_WASTE_DATA',
  params: { wasteId: 'W-7', startDate: '2026-01-01', endDate: '2026-01-31' },
});

describe("server errors in the user's language", () => {
  beforeAll(() => loadEveryLanguage());
  afterEach(() => i18n.changeLanguage('en'));

  it('has every English key in Sinhala and Tamil with the same placeholders', () => {
    expect(translationGaps({ en, si, ta })).toEqual(NO_TRANSLATION_GAPS);
  });

  it('words a code and reason in Sinhala and Tamil, never the English message', async () => {
    expect(errorMessage(wrongFormat, 'Upload failed')).toBe('Only CSV and XLSX files are accepted.');
    await i18n.changeLanguage('si');
    expect(errorMessage(wrongFormat, 'Upload failed')).toBe(si['serverError.INVALID_FILE.FORMAT']);
    await i18n.changeLanguage('ta');
    expect(errorMessage(wrongFormat, 'Upload failed')).toBe(ta['serverError.INVALID_FILE.FORMAT']);
  });

  it('fills in the params and takes the plural form from count', async () => {
    expect(errorMessage(lockedOut(1), '')).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    expect(errorMessage(lockedOut(5), '')).toBe('Too many sign-in attempts. Please wait 5 minutes and try again.');
    await i18n.changeLanguage('ta');
    expect(errorMessage(lockedOut(5), '')).toContain('5 நிமிடங்கள்');
    expect(errorMessage(duplicate, '')).toContain('W-7 (2026-01-01 முதல் 2026-01-31 வரை)');
  });

  it('falls back to the code without its reason, and to the English message only for a code it has no words for', async () => {
    await i18n.changeLanguage('si');
    const unknownReason = failure(404, { message: 'Widget 3 not found', code: 'NOT_FOUND', reason: 'WIDGET' });
    expect(errorMessage(unknownReason, '')).toBe(si['serverError.NOT_FOUND']);
    const unknownCode = failure(418, { message: 'I am a teapot', code: 'TEAPOT' });
    expect(errorMessage(unknownCode, 'fallback')).toBe('I am a teapot');
    expect(errorMessage(new Error('network'), 'fallback')).toBe('fallback');
  });

  it("says a refusal the server named at its field in the user's language", async () => {
    await i18n.changeLanguage('ta');
    const retired = failure(400, {
      message: "'Old source' is retired: choose a current entry",
      code: 'VALIDATION',
      reason: 'RETIRED_ENTRY',
      params: { name: 'Old source' },
      details: [{ field: 'body.intake.0.sourceId', message: "'Old source' is retired: choose a current entry" }],
    });
    expect(serverFieldErrors(retired)).toEqual([{ name: ['intake', 0, 'sourceId'], errors: [expect.stringContaining("'Old source'")] }]);
    expect(errorMessage(retired, '')).not.toMatch(/retired|choose/);
  });

  it("keeps the spec's two authorisation sentences word for word in English and words them in Sinhala and Tamil", async () => {
    const cases = [
      [LA_SCOPE_MESSAGE.notImpersonating, LA_SCOPE_KEYS.notImpersonating],
      [LA_SCOPE_MESSAGE.mismatch, LA_SCOPE_KEYS.mismatch],
      [RC_SCOPE_MESSAGE.notImpersonating, RC_SCOPE_KEYS.notImpersonating],
      [RC_SCOPE_MESSAGE.mismatch, RC_SCOPE_KEYS.mismatch],
    ];
    for (const [message, key] of cases) {
      expect(errorMessage(new ScopeGuardError(message, key), '')).toBe(message);
      for (const language of ['si', 'ta']) {
        await i18n.changeLanguage(language);
        const words = errorMessage(new ScopeGuardError(message, key), '');
        expect(words).not.toBe(message);
        expect(words).toMatch(/[\u0D80-\u0DFF\u0B80-\u0BFF]/);
      }
      await i18n.changeLanguage('en');
    }
    expect(LA_SCOPE_MESSAGE.notImpersonating).toBe(
      'Unauthorized: localAuthorityId can only be used by super admin impersonating local authority',
    );
    expect(LA_SCOPE_MESSAGE.mismatch).toBe('Unauthorized: localAuthorityId does not match selected local authority');
  });
});
