/** The host's locale files imported for the quick sign-in page alone (quickStrings.ts). */
declare module '*.json?quick' {
  const strings: Record<string, string>;
  export default strings;
}
