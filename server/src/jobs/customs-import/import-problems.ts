export type ProblemParams = Record<string, string | number>;

/**
 * Each problem the import finds in a file, by code, with its English for the API's own clients; the browser
 * words the code and params in the user's language (remote-customs `importProblem.<code>`, ADR 0180).
 */
const ENGLISH = {
  FIELD_COUNT: (p) => `has ${p.fields} fields, the header has ${p.expected}`,
  REQUIRED: (p) => `${p.field} is required`,
  NOT_A_NUMBER: (p) => `${p.field} "${p.value}" is not a number`,
  OUT_OF_RANGE: (p) => `${p.field} must be between 0 and ${p.max}`,
  NOT_WHOLE_NUMBER: (p) => `${p.field} "${p.value}" must be a whole number from ${p.min} to ${p.max}`,
  HS_CODE_DIGITS: (p) => `${p.field} "${p.value}" must be 6 to 8 digits`,
  WORLD_PARTNER: (p) => `${p.field} W00 is the world total; load one line per partner country`,
  NOT_A_COUNTRY: (p) => `${p.field} "${p.value}" is not an ISO 3166 alpha-3 country code`,
  TOO_LONG: (p) => `${p.field} must be at most ${p.max} characters`,
  CURRENCY: (p) => `currency "${p.value}" must be a 3-letter ISO 4217 code`,
  FLOW: (p) => `flowCode "${p.value}" is not ${p.expected} (${p.flow === 'IMPORT' ? 'import' : 'export'})`,
  CMD_CODE: (p) => `cmdCode "${p.value}" must be a chapter (2 digits), heading (4) or subheading (6 to 8)`,
  PARTNER_M49: (p) => `partnerCode "${p.value}" is not a country or territory of the UN M49 table`,
  VALUE_REQUIRED: () => 'primaryValue is required (or cifvalue / fobvalue)',
  REPEATS: (p) => `repeats line ${p.first} (same year, month, HS code and partner country)`,
  BREAKDOWN_WITHOUT_TOTAL: () =>
    'a breakdown row (partner2Code, customsCode, motCode or mosCode other than "all") whose total row is not in the file; download the file with its totals (Comtrade\'s classic breakdown mode)',
  FILE_EMPTY: () => 'The file is empty',
  NO_LINES: () => 'The file has a header and no lines',
  TOO_MANY_LINES: (p) => `The file has more than ${Number(p.max).toLocaleString('en')} lines`,
  ONLY_SET_ASIDE: (p) =>
    `All ${Number(p.lines).toLocaleString('en')} lines of the file are totals of other lines (world, breakdown, chapter or TOTAL rows): nothing to import`,
  WRONG_HEADER: (p) =>
    `The first row must be the header ${p.product} or a UN Comtrade+ header (API, web download or legacy layout) with ${p.comtrade}`,
  // The reader's own words (the library's, or our limits'), quoted as they are.
  UNREADABLE: (p) => String(p.message),
} satisfies Record<string, (params: ProblemParams) => string>;

export type ProblemCode = keyof typeof ENGLISH;

export interface Problem {
  code: ProblemCode;
  params: ProblemParams;
}

/** A problem of one line (`line`, the header being line 1), or of the whole file (`line` null). */
export interface ImportProblem extends Problem {
  line: number | null;
}

export const englishOf = ({ code, params }: Problem): string => ENGLISH[code](params);

/** One line's problems as the English message quotes them: `Line 7: a; b`. */
export const lineMessage = (line: number, problems: readonly Problem[]) => `Line ${line}: ${problems.map(englishOf).join('; ')}`;
