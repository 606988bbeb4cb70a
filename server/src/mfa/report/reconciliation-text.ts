import type { DiagramLanguage } from '../labels';
import type { UncertaintyKind } from '../reconciliation/uncertainty';

/** The report's words for the reconciled flows and their method (ADR 0245), in the product's three languages. */
export interface ReconciliationText {
  title: string;
  flow: string;
  reported: string;
  reportedSd: string;
  reconciled: string;
  sd: string;
  low: string;
  high: string;
  test: string;
  flag: string;
  check: string;
  oneOf: string;
  /** {chi}, {dof}, {p} */
  agree: string;
  contradict: string;
  notOverDetermined: string;
  /** {flows} */
  flagged: string;
  noneFlagged: string;
  /** {critical}: the Sidak bound, or '-' when nothing is testable */
  method: string;
  uncertainty: string;
  kind: string;
  relativeSd: string;
  version: string;
  uncertaintyNote: string;
  kinds: Record<UncertaintyKind, string>;
  households: string;
}

export const RECONCILIATION_TEXT: Record<DiagramLanguage, ReconciliationText> = {
  en: {
    title: 'Reported and reconciled flows',
    flow: 'Flow',
    reported: 'Reported (t)',
    reportedSd: 'Reported sd (t)',
    reconciled: 'Reconciled (t)',
    sd: 'Reconciled sd (t)',
    low: '95 % range, low (t)',
    high: '95 % range, high (t)',
    test: 'Error test',
    flag: 'Flag',
    check: 'Check',
    oneOf: 'One of these',
    agree: 'The figures agree within their uncertainty: chi-square {chi} with {dof} degrees of freedom, p = {p}.',
    contradict: 'The figures contradict each other beyond their uncertainty: chi-square {chi} with {dof} degrees of freedom, p = {p}.',
    notOverDetermined:
      'No balance is redundant: the figures cannot be tested against each other and are shown with their propagated uncertainty.',
    flagged: 'Flagged: {flows}.',
    noneFlagged: 'No flow is flagged.',
    method:
      "Method: the flows are reconciled by weighted least squares (each figure weighted by the inverse of its variance) under the balance of every stage (what enters leaves). A chi-square global test compares the adjustments with the figures' uncertainty; then each measured flow has a measurement test against the Sidak bound {critical} (5 % over all the tested flows). A flow flagged with others is one of these: the test cannot tell which. The 95 % range is the reconciled figure ± 1.96 sd, not below zero.",
    uncertainty: 'Uncertainty of the inputs by kind',
    kind: 'Kind of input',
    relativeSd: 'Relative sd',
    version: 'Rule version',
    uncertaintyNote:
      "A flow's relative standard deviation is the root sum of squares of its inputs'. For a leakage factor the value is the share of the range between the neighbouring WFD levels that makes one sd.",
    kinds: {
      REPORTED_RECORD: 'Reported record',
      SCALED_PART_YEAR: 'Part-year record scaled to the year',
      CENSUS: 'Census population',
      PUBLISHED_DEFAULT: 'Published default',
      PROVISIONAL_DEFAULT: 'Provisional default',
      LEAKAGE_FACTOR: 'Leakage factor',
    },
    households: 'Households (generation estimate)',
  },
  si: {
    title: 'වාර්තා වූ සහ සමාධානය කළ ප්‍රවාහ',
    flow: 'ප්‍රවාහය',
    reported: 'වාර්තා වූ (ටොන්)',
    reportedSd: 'වාර්තා වූ සම්මත අපගමනය (ටොන්)',
    reconciled: 'සමාධානය කළ (ටොන්)',
    sd: 'සමාධානය කළ සම්මත අපගමනය (ටොන්)',
    low: '95 % පරාසය, අඩු (ටොන්)',
    high: '95 % පරාසය, වැඩි (ටොන්)',
    test: 'දෝෂ පරීක්ෂණය',
    flag: 'සලකුණ',
    check: 'පරීක්ෂා කරන්න',
    oneOf: 'මේවායින් එකක්',
    agree: 'සංඛ්‍යා ඒවායේ අවිනිශ්චිතතාව තුළ එකඟ වේ: කයි-වර්ග {chi}, නිදහස් මාන {dof}, p = {p}.',
    contradict: 'සංඛ්‍යා ඒවායේ අවිනිශ්චිතතාවට වඩා එකිනෙකට පරස්පර වේ: කයි-වර්ග {chi}, නිදහස් මාන {dof}, p = {p}.',
    notOverDetermined: 'සංඛ්‍යා එකිනෙකට එරෙහිව පරීක්ෂා කිරීමට ප්‍රමාණවත් ස්වාධීන සංඛ්‍යා නොමැත: සංඛ්‍යා ඒවායේ අවිනිශ්චිතතාව සමඟ පෙන්වා ඇත.',
    flagged: 'සලකුණු කළ: {flows}.',
    noneFlagged: 'කිසිදු ප්‍රවාහයක් සලකුණු කර නැත.',
    method:
      'ක්‍රමය: සෑම අදියරකම තුලනය යටතේ (ඇතුළු වන දේ පිටවේ) ප්‍රවාහ බර තැබූ අවම වර්ග ක්‍රමයෙන් සමාධානය කෙරේ (සෑම සංඛ්‍යාවක්ම එහි විචලතාවේ ප්‍රතිලෝමයෙන් බර තබා). කයි-වර්ග සමස්ත පරීක්ෂණය වෙනස්කම් සංඛ්‍යාවල අවිනිශ්චිතතාව සමඟ සංසන්දනය කරයි; ඉන්පසු මනින ලද සෑම ප්‍රවාහයකටම Sidak සීමාව {critical} ට එරෙහිව මිනුම් පරීක්ෂණයක් ඇත (පරීක්ෂා කළ සියලු ප්‍රවාහ සඳහා 5 %). වෙනත් ප්‍රවාහ සමඟ සලකුණු කළ ප්‍රවාහයක් මේවායින් එකකි: කුමක්දැයි පරීක්ෂණයට කිව නොහැක. 95 % පරාසය සමාධානය කළ සංඛ්‍යාව ± 1.96 සම්මත අපගමනය වේ, බිංදුවට අඩු නොවේ.',
    uncertainty: 'වර්ගය අනුව ආදානවල අවිනිශ්චිතතාව',
    kind: 'ආදාන වර්ගය',
    relativeSd: 'සාපේක්ෂ සම්මත අපගමනය',
    version: 'රීති අනුවාදය',
    uncertaintyNote:
      'ප්‍රවාහයක සාපේක්ෂ සම්මත අපගමනය එහි ආදානවල වර්ගවල එකතුවේ වර්ගමූලය වේ. කාන්දු සාධකයක් සඳහා අගය එක් සම්මත අපගමනයක් වන, අසල්වැසි WFD මට්ටම් අතර පරාසයේ කොටසයි.',
    kinds: {
      REPORTED_RECORD: 'වාර්තා කළ වාර්තාව',
      SCALED_PART_YEAR: 'වර්ෂයට පරිමාණය කළ වර්ෂයේ කොටසක වාර්තාව',
      CENSUS: 'සංගණන ජනගහනය',
      PUBLISHED_DEFAULT: 'ප්‍රකාශිත පෙරනිමි අගය',
      PROVISIONAL_DEFAULT: 'තාවකාලික පෙරනිමි අගය',
      LEAKAGE_FACTOR: 'කාන්දු සාධකය',
    },
    households: 'කුටුම්බ (ජනන ඇස්තමේන්තුව)',
  },
  ta: {
    title: 'அறிவிக்கப்பட்ட மற்றும் சமரசம் செய்யப்பட்ட ஓட்டங்கள்',
    flow: 'ஓட்டம்',
    reported: 'அறிவிக்கப்பட்டது (தொன்)',
    reportedSd: 'அறிவிக்கப்பட்டதன் நியம விலகல் (தொன்)',
    reconciled: 'சமரசம் செய்யப்பட்டது (தொன்)',
    sd: 'சமரசம் செய்யப்பட்டதன் நியம விலகல் (தொன்)',
    low: '95 % வரம்பு, குறைவு (தொன்)',
    high: '95 % வரம்பு, அதிகம் (தொன்)',
    test: 'பிழைச் சோதனை',
    flag: 'குறி',
    check: 'சரிபார்க்கவும்',
    oneOf: 'இவற்றில் ஒன்று',
    agree: 'எண்கள் அவற்றின் நிச்சயமின்மைக்குள் ஒத்துப்போகின்றன: கை-வர்க்கம் {chi}, சுதந்திரப் படிகள் {dof}, p = {p}.',
    contradict: 'எண்கள் அவற்றின் நிச்சயமின்மையை மீறி ஒன்றுக்கொன்று முரண்படுகின்றன: கை-வர்க்கம் {chi}, சுதந்திரப் படிகள் {dof}, p = {p}.',
    notOverDetermined: 'எண்களை ஒன்றோடொன்று சோதிக்க போதுமான சுயாதீன எண்கள் இல்லை: எண்கள் அவற்றின் நிச்சயமின்மையுடன் காட்டப்படுகின்றன.',
    flagged: 'குறிக்கப்பட்டவை: {flows}.',
    noneFlagged: 'எந்த ஓட்டமும் குறிக்கப்படவில்லை.',
    method:
      'முறை: ஒவ்வொரு கட்டத்தின் சமநிலையின் கீழ் (உள்ளே வருவது வெளியேறும்) ஓட்டங்கள் எடையிட்ட மீச்சிறு வர்க்க முறையால் சமரசம் செய்யப்படுகின்றன (ஒவ்வொரு எண்ணும் அதன் மாறுபாட்டின் நேர்மாறால் எடையிடப்படுகிறது). கை-வர்க்க ஒட்டுமொத்தச் சோதனை மாற்றங்களை எண்களின் நிச்சயமின்மையுடன் ஒப்பிடுகிறது; பின்னர் அளவிடப்பட்ட ஒவ்வொரு ஓட்டத்துக்கும் Sidak எல்லை {critical} க்கு எதிராக ஒரு அளவீட்டுச் சோதனை உண்டு (சோதிக்கப்பட்ட எல்லா ஓட்டங்களுக்கும் 5 %). மற்றவற்றுடன் குறிக்கப்பட்ட ஓட்டம் இவற்றில் ஒன்று: எது என்று சோதனையால் கூற முடியாது. 95 % வரம்பு சமரசம் செய்யப்பட்ட எண் ± 1.96 நியம விலகல், பூச்சியத்துக்குக் கீழ் அல்ல.',
    uncertainty: 'வகை வாரியாக உள்ளீடுகளின் நிச்சயமின்மை',
    kind: 'உள்ளீட்டு வகை',
    relativeSd: 'சார்பு நியம விலகல்',
    version: 'விதிப் பதிப்பு',
    uncertaintyNote:
      'ஒரு ஓட்டத்தின் சார்பு நியம விலகல் அதன் உள்ளீடுகளின் வர்க்கங்களின் கூட்டுத்தொகையின் வர்க்கமூலம். கசிவுக் காரணிக்கு மதிப்பு ஒரு நியம விலகலாகும், அண்டை WFD நிலைகளுக்கு இடையிலான வரம்பின் பங்கு.',
    kinds: {
      REPORTED_RECORD: 'அறிவிக்கப்பட்ட பதிவு',
      SCALED_PART_YEAR: 'ஆண்டுக்கு அளவிடப்பட்ட பகுதி ஆண்டுப் பதிவு',
      CENSUS: 'குடிசன மதிப்பீட்டு சனத்தொகை',
      PUBLISHED_DEFAULT: 'வெளியிடப்பட்ட இயல்புநிலை மதிப்பு',
      PROVISIONAL_DEFAULT: 'தற்காலிக இயல்புநிலை மதிப்பு',
      LEAKAGE_FACTOR: 'கசிவுக் காரணி',
    },
    households: 'குடும்பங்கள் (உருவாக்க மதிப்பீடு)',
  },
};
