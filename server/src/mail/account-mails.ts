import type { MailMessage } from './mailer';

/** The mails about an account, worded once; `publicUrl` is where the browser reaches the app. */

export function passwordResetMail(to: string, publicUrl: string, token: string): MailMessage {
  return {
    to,
    subject: 'Reset your password',
    text: `Someone asked to reset the password of your account.

To choose a new password, open this link within 1 hour:
${publicUrl}/reset-password?token=${encodeURIComponent(token)}

If it was not you, ignore this mail; your password stays as it is.`,
  };
}

/** A new sign-up: the account counts once the link is followed (users/email-verification.ts). */
export function verificationMail(to: string, publicUrl: string, token: string): MailMessage {
  return {
    to,
    subject: 'Confirm your email',
    text: `An account was created with this email on the national plastic and waste management dashboard.

To confirm that this email is yours, open this link within 24 hours:
${publicUrl}/verify-account?token=${encodeURIComponent(token)}

Until then the account cannot sign in. If the link has expired, ask for a new one at ${publicUrl}/signin.
An administrator will give the account a role before you can work with data.

If it was not you, ignore this mail: the account stays unusable.`,
  };
}

/** Sign-up with an address that has an account: its owner hears of it, the caller learns nothing. */
export function alreadySignedUpMail(to: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: 'You already have an account',
    text: `Someone tried to sign up with this email, which already has an account. Nothing was changed.

Sign in at ${publicUrl}/signin, or choose a new password at ${publicUrl}/forgot-password if you forgot it.

If it was not you, ignore this mail.`,
  };
}

export function confirmEmailChangeMail(to: string, publicUrl: string, token: string): MailMessage {
  return {
    to,
    subject: 'Confirm your new email',
    text: `Someone asked to use this email for their account on the national plastic and waste management dashboard.

To confirm it, open this link within 24 hours:
${publicUrl}/verify-email?token=${encodeURIComponent(token)}

Until then the account keeps its old email. If it was not you, ignore this mail.`,
  };
}

/** An email change to an address that has an account: its owner hears of it, the caller learns nothing. */
export function emailInUseMail(to: string): MailMessage {
  return {
    to,
    subject: 'Someone asked to use your email',
    text: `Someone asked to use this email for another account on the national plastic and waste management dashboard.
It already belongs to your account, so nothing was changed.

If you do not know why, tell your administrator.`,
  };
}

/** To the old address: the owner learns of the change and how to stop it. */
export function emailChangeRequestedMail(to: string, newEmail: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: 'Your email is about to change',
    text: `Someone signed in to your account asked to change its email to ${newEmail}.
The change happens only when the link mailed to that address is followed.

If it was not you, cancel the change now, in either of these ways:
- sign in and press "Cancel the change" on your profile page: ${publicUrl}/profile
- or choose a new password at ${publicUrl}/forgot-password: a new password cancels every pending email
  change and signs out everyone using your account.
Then tell your administrator.`,
  };
}

/** An account an administrator created: its holder chooses the password through the reset link. */
export function accountInvitationMail(to: string, publicUrl: string, token: string): MailMessage {
  return {
    to,
    subject: 'Your account is ready: choose your password',
    text: `An administrator created an account for you on the national plastic and waste management dashboard.

To choose your password, open this link within 3 days:
${publicUrl}/reset-password?token=${encodeURIComponent(token)}

If the link has expired, ask for a new one at ${publicUrl}/forgot-password.`,
  };
}
