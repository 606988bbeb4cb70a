export interface SocialLinks {
  facebook: string;
  x: string;
  linkedin: string;
  instagram: string;
}

export interface Profile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  bio: string;
  socialLinks: SocialLinks;
}
