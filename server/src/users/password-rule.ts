import { commonPassword, isCommonPassword } from '../auth/common-passwords';
import type { Queryable } from '../db/database';
import { fieldsRefused } from '../errors';

/**
 * The product's rule for a new password (docs/adr/0260): 8 to 128 characters (the schemas), not on the list of
 * common and breached passwords, and not a guessable word with digits or signs around it: a common password,
 * a word of this service, a place in Sri Lanka (a province, district or local authority: "galle123") or the
 * person's own name or email. NIST SP 800-63B section 5.1.1.2 names these "context-specific words".
 */

/** Words of this service and its country that a person is likely to build a password from. */
const SERVICE_WORDS = ['waste', 'plastic', 'recycle', 'recycler', 'recycling', 'sampath', 'piyasa', 'customs', 'ministry', 'dashboard'];
const SERVICE_WORDS_ALSO = ['admin', 'lanka', 'srilanka', 'ceylon', 'welcome', 'council', 'municipal', 'pradeshiya', 'sabha'];
/** The council type written after an authority's name ("Galle MC") is no part of the place's name. */
const COUNCIL_TYPES = new Set(['mc', 'uc', 'ps']);

export interface PasswordHolder {
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** The letters a password is built around: lower case, without the digits and signs at its ends ("Galle@123" → "galle"). */
export function passwordCore(password: string): string {
  return password
    .toLowerCase()
    .replace(/^[^\p{L}]+/u, '')
    .replace(/[^\p{L}]+$/u, '');
}

/** A name as the words one could type of it: each word, and all of them run together ("Galle Four Gravets" → galle, four, gravets, gallefourgravets). */
function wordsOf(name: string): string[] {
  const words = name
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 0 && !COUNCIL_TYPES.has(word));
  return [...words, words.join('')];
}

async function placeWords(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT name FROM provinces UNION SELECT name FROM districts UNION SELECT name FROM local_authorities`,
  );
  return rows.flatMap((row) => wordsOf(row.name));
}

function holderWords(holder: PasswordHolder): string[] {
  const local = holder.email?.split('@')[0] ?? '';
  return [holder.firstName ?? '', holder.lastName ?? '', local, `${holder.firstName ?? ''}${holder.lastName ?? ''}`].flatMap(wordsOf);
}

export const guessablePassword = (field: string) =>
  fieldsRefused([{ field, message: `${field} is a common word, a place or a name with digits or signs around it` }], {
    code: 'COMMON_PASSWORD',
    message: 'This password is a common word, a place or your name with a few digits or signs added. Please choose another one.',
  }).because('GUESSABLE');

/** Whether the password is a guessable word with digits or signs around it (the list's passwords aside). */
export async function isGuessablePassword(db: Queryable, password: string, holder: PasswordHolder = {}): Promise<boolean> {
  const core = passwordCore(password);
  // Only digits and signs: the length and the common list judge it.
  if (core.length === 0) return false;
  if (isCommonPassword(core)) return true;
  const context = new Set([...SERVICE_WORDS, ...SERVICE_WORDS_ALSO, ...holderWords(holder), ...(await placeWords(db))]);
  context.delete('');
  return context.has(core);
}

/** Refuses a new password the rule does not allow; `field` names it in the answer (`body.newPassword`). */
export async function checkNewPassword(db: Queryable, password: string, field: string, holder: PasswordHolder = {}): Promise<void> {
  if (isCommonPassword(password)) throw commonPassword(field);
  if (await isGuessablePassword(db, password, holder)) throw guessablePassword(field);
}
