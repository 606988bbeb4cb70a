import type { ApiBody, ApiResponse } from '@waste/shared';

/** As the server answers it: a new email waits in `pendingEmail` until its link is followed. */
export type StoredProfile = ApiResponse<'/users/me/profile', 'get'>;
export type Profile = Omit<StoredProfile, 'pendingEmail'>;
export type SocialLinks = Profile['socialLinks'];
/** What a save sends: the current password only when the email changes. */
export type ProfileChange = ApiBody<'/users/me/profile', 'put'>;
