import { Type } from 'typebox';
import { Bio, Email, FirstName, LastName, Password, Phone, SocialLink } from '#schemas/account-fields';
import { errorResponses } from '#schemas/error-response';
import { LoggedUser } from '#schemas/logged-user';

export const currentUserSchema = {
  summary: 'The signed-in user, fresh from the database',
  response: { 200: LoggedUser, ...errorResponses(401, 403) },
};

const SocialLinks = Type.Object(
  { facebook: SocialLink, x: SocialLink, linkedin: SocialLink, instagram: SocialLink },
  { additionalProperties: false },
);

export const ProfileBody = Type.Object(
  {
    firstName: FirstName,
    lastName: LastName,
    email: Email,
    phone: Phone,
    bio: Bio,
    socialLinks: SocialLinks,
    currentPassword: Type.Optional(Type.String({ minLength: 1, maxLength: 1024, description: 'Required when the email changes' })),
  },
  { additionalProperties: false },
);

/** As stored: fields never set are empty strings. */
const Profile = Type.Object(
  {
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    bio: Type.String(),
    socialLinks: Type.Object({ facebook: Type.String(), x: Type.String(), linkedin: Type.String(), instagram: Type.String() }),
    pendingEmail: Type.Union([Type.String(), Type.Null()], {
      description: 'A new email waiting for the link mailed to it; `email` stays the account email until then',
    }),
  },
  { title: 'Profile' },
);

export const getProfileSchema = {
  summary: "The signed-in user's profile",
  response: { 200: Profile, ...errorResponses(401) },
};

export const updateProfileSchema = {
  summary:
    "Replace the signed-in user's profile. A new email needs `currentPassword` and counts only once the link mailed to it is followed",
  body: ProfileBody,
  response: { 200: Profile, ...errorResponses(400, 401, 409) },
};

export const cancelEmailChangeSchema = {
  summary: "Cancel the signed-in user's pending email change: the link mailed to the new address is refused from then on",
  response: { 204: Type.Null({ description: 'Nothing pending any more' }), ...errorResponses(401) },
};

export const changePasswordSchema = {
  summary: "Change the signed-in user's password; ends the user's other sessions, every reset link and any pending email change",
  body: Type.Object(
    { currentPassword: Type.String({ minLength: 1, maxLength: 1024 }), newPassword: Password },
    { additionalProperties: false },
  ),
  response: { 204: Type.Null({ description: 'Password changed' }), ...errorResponses(400, 401) },
};
