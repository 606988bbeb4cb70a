/** The header's role switcher (spec section 4); being built in this session, renders nothing yet. */
export function RoleSwitcher() {
  return null;
}
