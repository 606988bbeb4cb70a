import accountEn from '../i18n/locales/account.en.json?quick';
import accountSi from '../i18n/locales/account.si.json?quick';
import accountTa from '../i18n/locales/account.ta.json?quick';
import layoutEn from '../i18n/locales/layout.en.json?quick';
import layoutSi from '../i18n/locales/layout.si.json?quick';
import layoutTa from '../i18n/locales/layout.ta.json?quick';
import shellEn from '../i18n/locales/shell.en.json?quick';
import shellSi from '../i18n/locales/shell.si.json?quick';
import shellTa from '../i18n/locales/shell.ta.json?quick';

/**
 * The quick sign-in page's words: the host's own translations (the keys the shell's sign-in page reads),
 * each read by name from its file. `?quick` makes these imports modules of their own, so that webpack keeps only
 * these strings of the files (JSON tree shaking; the shell imports the same files whole).
 */
export const quickStrings = {
  en: {
    'signin.title': shellEn['signin.title'],
    'signin.subtitle': shellEn['signin.subtitle'],
    'signin.email': shellEn['signin.email'],
    'signin.password': shellEn['signin.password'],
    'signin.submit': shellEn['signin.submit'],
    'signin.invalidCredentials': shellEn['signin.invalidCredentials'],
    'validation.required': shellEn['validation.required'],
    'validation.email': shellEn['validation.email'],
    'error.somethingWentWrong': shellEn['error.somethingWentWrong'],
    'signin.rememberMe': accountEn['signin.rememberMe'],
    'signin.forgotPassword': accountEn['signin.forgotPassword'],
    'signin.noAccount': accountEn['signin.noAccount'],
    'signin.signUpLink': accountEn['signin.signUpLink'],
    'signup.checkEmail': accountEn['signup.checkEmail'],
    'signin.refreshFailed': accountEn['signin.refreshFailed'],
    'signin.emailNotVerified': accountEn['signin.emailNotVerified'],
    'signin.resendVerification': accountEn['signin.resendVerification'],
    'layout.language.choose': layoutEn['layout.language.choose'],
    'serverError.ACCOUNT_DISABLED': accountEn['signin.serverError.ACCOUNT_DISABLED'],
    'serverError.TOO_MANY_ATTEMPTS.SIGN_IN_one': accountEn['signin.serverError.TOO_MANY_ATTEMPTS.SIGN_IN_one'],
    'serverError.TOO_MANY_ATTEMPTS.SIGN_IN_other': accountEn['signin.serverError.TOO_MANY_ATTEMPTS.SIGN_IN_other'],
    'serverError.RATE_LIMITED': accountEn['signin.serverError.RATE_LIMITED'],
    'serverError.DATABASE_UNAVAILABLE': accountEn['signin.serverError.DATABASE_UNAVAILABLE'],
  },
  si: {
    'signin.title': shellSi['signin.title'],
    'signin.subtitle': shellSi['signin.subtitle'],
    'signin.email': shellSi['signin.email'],
    'signin.password': shellSi['signin.password'],
    'signin.submit': shellSi['signin.submit'],
    'signin.invalidCredentials': shellSi['signin.invalidCredentials'],
    'validation.required': shellSi['validation.required'],
    'validation.email': shellSi['validation.email'],
    'error.somethingWentWrong': shellSi['error.somethingWentWrong'],
    'signin.rememberMe': accountSi['signin.rememberMe'],
    'signin.forgotPassword': accountSi['signin.forgotPassword'],
    'signin.noAccount': accountSi['signin.noAccount'],
    'signin.signUpLink': accountSi['signin.signUpLink'],
    'signup.checkEmail': accountSi['signup.checkEmail'],
    'signin.refreshFailed': accountSi['signin.refreshFailed'],
    'signin.emailNotVerified': accountSi['signin.emailNotVerified'],
    'signin.resendVerification': accountSi['signin.resendVerification'],
    'layout.language.choose': layoutSi['layout.language.choose'],
    'serverError.ACCOUNT_DISABLED': accountSi['signin.serverError.ACCOUNT_DISABLED'],
    'serverError.TOO_MANY_ATTEMPTS.SIGN_IN_one': accountSi['signin.serverError.TOO_MANY_ATTEMPTS.SIGN_IN_one'],
    'serverError.TOO_MANY_ATTEMPTS.SIGN_IN_other': accountSi['signin.serverError.TOO_MANY_ATTEMPTS.SIGN_IN_other'],
    'serverError.RATE_LIMITED': accountSi['signin.serverError.RATE_LIMITED'],
    'serverError.DATABASE_UNAVAILABLE': accountSi['signin.serverError.DATABASE_UNAVAILABLE'],
  },
  ta: {
    'signin.title': shellTa['signin.title'],
    'signin.subtitle': shellTa['signin.subtitle'],
    'signin.email': shellTa['signin.email'],
    'signin.password': shellTa['signin.password'],
    'signin.submit': shellTa['signin.submit'],
    'signin.invalidCredentials': shellTa['signin.invalidCredentials'],
    'validation.required': shellTa['validation.required'],
    'validation.email': shellTa['validation.email'],
    'error.somethingWentWrong': shellTa['error.somethingWentWrong'],
    'signin.rememberMe': accountTa['signin.rememberMe'],
    'signin.forgotPassword': accountTa['signin.forgotPassword'],
    'signin.noAccount': accountTa['signin.noAccount'],
    'signin.signUpLink': accountTa['signin.signUpLink'],
    'signup.checkEmail': accountTa['signup.checkEmail'],
    'signin.refreshFailed': accountTa['signin.refreshFailed'],
    'signin.emailNotVerified': accountTa['signin.emailNotVerified'],
    'signin.resendVerification': accountTa['signin.resendVerification'],
    'layout.language.choose': layoutTa['layout.language.choose'],
    'serverError.ACCOUNT_DISABLED': accountTa['signin.serverError.ACCOUNT_DISABLED'],
    'serverError.TOO_MANY_ATTEMPTS.SIGN_IN_one': accountTa['signin.serverError.TOO_MANY_ATTEMPTS.SIGN_IN_one'],
    'serverError.TOO_MANY_ATTEMPTS.SIGN_IN_other': accountTa['signin.serverError.TOO_MANY_ATTEMPTS.SIGN_IN_other'],
    'serverError.RATE_LIMITED': accountTa['signin.serverError.RATE_LIMITED'],
    'serverError.DATABASE_UNAVAILABLE': accountTa['signin.serverError.DATABASE_UNAVAILABLE'],
  },
};

export type QuickKey = keyof (typeof quickStrings)['en'];
