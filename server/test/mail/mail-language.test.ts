import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mailLanguageOf, type MailName } from '#mail/mail-words';
import { SERVER_ROOT } from '#paths';
import { capturingMailer } from '#test/helpers/capturing-mailer';
import { bearer, DEMO, useSessions } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { runMailJobs } from '#test/mail/run-mail-jobs';

type Words = Record<MailName, { subject: string; text: string }>;
const wordsOf = (language: string) =>
  JSON.parse(readFileSync(path.join(SERVER_ROOT, 'src', 'i18n', `mail.${language}.json`), 'utf8')) as Words;
const [en, si, ta] = ['en', 'si', 'ta'].map(wordsOf);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('account mails in the language of the page that caused them (ADR 0214)', () => {
  it('takes the first of English, Sinhala and Tamil from Accept-Language, by weight, else English', () => {
    expect(mailLanguageOf('si')).toBe('si');
    expect(mailLanguageOf('ta-LK,ta;q=0.9,en;q=0.8')).toBe('ta');
    expect(mailLanguageOf('fr-FR, en;q=0.5, si;q=0.7')).toBe('si');
    expect(mailLanguageOf('si;q=0, en')).toBe('en');
    expect(mailLanguageOf('de')).toBe('en');
    expect(mailLanguageOf(undefined)).toBe('en');
  });

  it('has every mail in Sinhala and Tamil, with the English placeholders, in words of their own', () => {
    for (const [name, words] of Object.entries(en)) {
      for (const [language, other] of [
        ['si', si],
        ['ta', ta],
      ] as const) {
        const local = other[name as MailName];
        expect({ name, language, placeholders: placeholders(local.text) }).toEqual({
          name,
          language,
          placeholders: placeholders(words.text),
        });
        expect(local.subject).not.toBe(words.subject);
        expect(local.text.replace(/\{\{\w+\}\}/g, '')).not.toMatch(/[A-Za-z]{3,}/);
      }
    }
  });

  describe('sent', () => {
    const mailer = capturingMailer();
    const app = useTestApp({ publicUrl: 'https://waste.example.lk' }, undefined, { mailer });
    const sessions = useSessions(app, { superAdmin: DEMO.superAdmin });

    it('a forgot-password link in Sinhala when the page was Sinhala, with its link', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email: DEMO.customs },
        headers: { 'accept-language': 'si' },
        remoteAddress: '10.214.0.1',
      });
      expect(response.statusCode).toBe(202);
      await runMailJobs(app(), mailer);
      const mail = mailer.sent.at(-1);
      expect(mail).toMatchObject({ to: DEMO.customs, subject: si.passwordReset.subject });
      expect(mail?.text).toContain('මුරපදය');
      expect(mailer.lastResetToken(DEMO.customs)).toMatch(/^[A-Za-z0-9_-]+$/);
    });

    it("an invitation in the inviting super admin's Tamil; without a language, English", async () => {
      const invite = (email: string, headers: Record<string, string>) =>
        app().inject({
          method: 'POST',
          url: '/api/v1/users',
          payload: { email, firstName: 'Selvi', lastName: 'Raj', roles: ['002'], defaultRole: '002' },
          headers: { ...bearer(sessions.superAdmin.accessToken), ...headers },
        });
      expect((await invite('selvi.raj@example.com', { 'accept-language': 'ta' })).statusCode).toBe(201);
      const tamil = mailer.sent.at(-1);
      expect(tamil).toMatchObject({ to: 'selvi.raj@example.com', subject: ta.accountInvitation.subject });
      expect(tamil?.text).toContain('https://waste.example.lk/reset-password?token=');
      expect(tamil?.text).toContain('https://waste.example.lk/forgot-password');
      expect(tamil?.text).toContain('கடவுச்சொல்');
      expect((await invite('kamal.perera@example.com', {})).statusCode).toBe(201);
      expect(mailer.sent.at(-1)).toMatchObject({ to: 'kamal.perera@example.com', subject: en.accountInvitation.subject });
    });
  });
});
