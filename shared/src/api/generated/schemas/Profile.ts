// Generated from the server's OpenAPI document by `pnpm --filter @waste/server openapi`: do not edit.

/** Profile */
export type Profile = {
    bio: string;
    email: string;
    firstName: string;
    lastName: string;
    /** @description A new email waiting for the link mailed to it; `email` stays the account email until then */
    pendingEmail: string | null;
    phone: string;
    socialLinks: {
        facebook: string;
        instagram: string;
        linkedin: string;
        x: string;
    };
};
