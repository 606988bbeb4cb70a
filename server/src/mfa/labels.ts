import type { NodeId } from './types';

export const DIAGRAM_LANGUAGES = ['en', 'si', 'ta'] as const;
export type DiagramLanguage = (typeof DIAGRAM_LANGUAGES)[number];

/** The Sankey's node names in the product's three languages. */
export const NODE_LABELS: Record<DiagramLanguage, Record<NodeId, string>> = {
  en: {
    generated: 'Plastic generated',
    'reported-excess': 'Reported above estimate',
    centres: 'Sampath Piyasa centres',
    recyclers: "Recyclers' other intake",
    collection: 'Collected',
    uncollected: 'Not collected',
    transport: 'Transport',
    sorting: 'Sorting and recovery',
    disposal: 'Disposal site',
    recycled: 'Recycled',
    'controlled-disposal': 'Controlled disposal',
    'kept-on-site': 'Kept or buried on site',
    land: 'Leaked to land',
    water: 'Leaked to water',
    drains: 'Leaked to drains',
    burning: 'Open burning',
  },
  si: {
    generated: 'ජනනය වූ ප්ලාස්ටික්',
    'reported-excess': 'ඇස්තමේන්තුවට වඩා වාර්තා වූ',
    centres: 'සම්පත් පියස මධ්‍යස්ථාන',
    recyclers: 'ප්‍රතිචක්‍රීකරණ ආයතනවල වෙනත් ලැබීම්',
    collection: 'එකතු කළ',
    uncollected: 'එකතු නොකළ',
    transport: 'ප්‍රවාහනය',
    sorting: 'වර්ග කිරීම සහ ප්‍රතිසාධනය',
    disposal: 'බැහැර කිරීමේ ස්ථානය',
    recycled: 'ප්‍රතිචක්‍රීකරණය කළ',
    'controlled-disposal': 'පාලිත බැහැර කිරීම',
    'kept-on-site': 'ස්ථානයේ තබා හෝ වළ දැමූ',
    land: 'ගොඩබිමට කාන්දු වූ',
    water: 'ජලයට කාන්දු වූ',
    drains: 'කාණුවලට කාන්දු වූ',
    burning: 'විවෘතව පිළිස්සීම',
  },
  ta: {
    generated: 'உருவான பிளாஸ்டிக்',
    'reported-excess': 'மதிப்பீட்டை விட அதிகமாக அறிவிக்கப்பட்டது',
    centres: 'சம்பத் பியச நிலையங்கள்',
    recyclers: 'மீள்சுழற்சியாளர்களின் பிற உள்வரவு',
    collection: 'சேகரிக்கப்பட்டது',
    uncollected: 'சேகரிக்கப்படாதது',
    transport: 'போக்குவரத்து',
    sorting: 'வகைப்படுத்தல் மற்றும் மீட்பு',
    disposal: 'அகற்றும் இடம்',
    recycled: 'மீள்சுழற்சி செய்யப்பட்டது',
    'controlled-disposal': 'கட்டுப்படுத்தப்பட்ட அகற்றல்',
    'kept-on-site': 'இடத்திலேயே வைக்கப்பட்டது அல்லது புதைக்கப்பட்டது',
    land: 'நிலத்தில் கசிந்தது',
    water: 'நீரில் கசிந்தது',
    drains: 'வடிகால்களில் கசிந்தது',
    burning: 'திறந்தவெளி எரிப்பு',
  },
};

export const DIAGRAM_TEXT: Record<
  DiagramLanguage,
  {
    tonnes: string;
    /** Sinhala writes the unit before the figure (ටොන් 12.5), as the glossary and the locale strings do. */
    tonnesFirst: boolean;
    empty: string;
    year: string;
    title: string;
    nation: string;
    estimated: string;
    /** A reconciled flow's range, in its title. */
    range95: string;
    /** The reconciled drawing's line under the subtitle. */
    reconciledNote: string;
  }
> = {
  en: {
    tonnes: 't',
    tonnesFirst: false,
    empty: 'No plastic flows for this year',
    year: 'Year',
    title: 'Plastic flows',
    nation: 'Sri Lanka',
    estimated: 'authorities with data',
    range95: '95 % range',
    reconciledNote: 'Reconciled flows. The pale band around a flow reaches the top of its 95 % range.',
  },
  si: {
    tonnes: 'ටොන්',
    tonnesFirst: true,
    empty: 'මෙම වර්ෂය සඳහා ප්ලාස්ටික් ප්‍රවාහ නැත',
    year: 'වර්ෂය',
    title: 'ප්ලාස්ටික් ප්‍රවාහ',
    nation: 'ශ්‍රී ලංකාව',
    estimated: 'දත්ත ඇති ආයතන',
    range95: '95 % පරාසය',
    reconciledNote: 'සමාධානය කළ ප්‍රවාහ. ප්‍රවාහයක් වටා ඇති ලා පටිය එහි 95 % පරාසයේ ඉහළ අගය දක්වා විහිදේ.',
  },
  ta: {
    tonnes: 'தொன்',
    tonnesFirst: false,
    empty: 'இந்த ஆண்டுக்கு பிளாஸ்டிக் ஓட்டங்கள் இல்லை',
    year: 'ஆண்டு',
    title: 'பிளாஸ்டிக் ஓட்டங்கள்',
    nation: 'இலங்கை',
    estimated: 'தரவுள்ள உள்ளூராட்சி மன்றங்கள்',
    range95: '95 % வரம்பு',
    reconciledNote: 'சமரசம் செய்யப்பட்ட ஓட்டங்கள். ஓட்டத்தைச் சுற்றியுள்ள வெளிர் பட்டை அதன் 95 % வரம்பின் மேல் எல்லை வரை நீள்கிறது.',
  },
};
