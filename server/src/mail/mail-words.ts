import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../paths';

export const MAIL_LANGUAGES = ['en', 'si', 'ta'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export type MailName =
  'passwordReset' | 'verification' | 'alreadySignedUp' | 'confirmEmailChange' | 'emailInUse' | 'emailChangeRequested' | 'accountInvitation';

type MailWords = Record<MailName, { subject: string; text: string }>;

/** The words live in src/i18n/mail.<language>.json, where the glossary test reads every Sinhala and Tamil string. */
const WORDS = Object.fromEntries(
  MAIL_LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(path.join(SERVER_ROOT, 'src', 'i18n', `mail.${language}.json`), 'utf8')) as MailWords,
  ]),
) as Record<MailLanguage, MailWords>;

/** A mail's subject and text in a language, its {{placeholders}} filled. */
export function mailWords(language: MailLanguage, name: MailName, params: Record<string, string>): { subject: string; text: string } {
  const { subject, text } = WORDS[language][name];
  return { subject, text: text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? '') };
}

/**
 * The language a mail is written in: the first of English, Sinhala and Tamil in the request's Accept-Language
 * (the browser's API client sends the page's language there), else English. The server keeps no language per
 * user: the page's choice lives in the browser (ADR 0214).
 */
export function mailLanguageOf(acceptLanguage: string | string[] | undefined): MailLanguage {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...options] = part.trim().split(';');
      const q = options.map((option) => /^\s*q=([\d.]+)\s*$/.exec(option)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (
    ranked
      .map((entry) => entry.primary)
      .find((primary): primary is MailLanguage => (MAIL_LANGUAGES as readonly string[]).includes(primary)) ?? 'en'
  );
}
