import type { DiagramLanguage } from '../labels';

/** The national report's words in the product's three languages (glossary: docs/glossary/*.tsv). */
export interface ReportText {
  title: string;
  producedOn: string;
  page: string;
  summary: string;
  measure: string;
  tonnes: string;
  population: string;
  recovered: string;
  leaked: string;
  leakage: string;
  stage: string;
  stages: Record<'collection' | 'transport' | 'sorting' | 'disposal' | 'uncollected', string>;
  fates: Record<'land' | 'water' | 'drains' | 'burning', string>;
  total: string;
  low: string;
  high: string;
  rangeNote: string;
  sdg: string;
  byProvince: string;
  byDistrict: string;
  area: string;
  mswGenerated: string;
  mswCollected: string;
  mswControlled: string;
  collectionRate: string;
  controlledRate: string;
  sdgNote: string;
  completeness: string;
  authority: string;
  district: string;
  status: string;
  reported: string;
  estimated: string;
  derived: string;
  daysCovered: string;
  completenessNote: string;
  sources: string;
  parameter: string;
  source: string;
  provisional: string;
  yes: string;
  no: string;
  plausibility: string;
  product: string;
  published: string;
  ratio: string;
  plausible: string;
  checks: Record<'mswGenerated' | 'plasticGenerated' | 'mismanaged' | 'toWater', string>;
  sourcesNote: string;
}

export const REPORT_TEXT: Record<DiagramLanguage, ReportText> = {
  en: {
    title: 'National plastic flow report',
    producedOn: 'Produced on',
    page: 'Page',
    summary: 'National plastic flows',
    measure: 'Measure',
    tonnes: 'Tonnes',
    population: 'Population',
    recovered: 'Sent to recovery',
    leaked: 'Leaked to land, water and drains',
    leakage: 'Leakage by stage and fate',
    stage: 'Stage',
    stages: {
      collection: 'Collection',
      transport: 'Transport',
      sorting: 'Sorting and recovery',
      disposal: 'Disposal site',
      uncollected: 'Not collected',
    },
    fates: { land: 'Land', water: 'Water', drains: 'Drains', burning: 'Open burning' },
    total: 'Total',
    low: 'Low (level below)',
    high: 'High (level above)',
    rangeNote:
      "Low and high are the leakage at the levels below and above each authority's leakage level: the Waste Flow Diagram's results swing with the level. Households' burning of uncollected plastic does not depend on the level.",
    sdg: 'SDG 11.6.1: municipal solid waste',
    byProvince: 'By province',
    byDistrict: 'By district',
    area: 'Area',
    mswGenerated: 'MSW generated (t)',
    mswCollected: 'MSW collected (t)',
    mswControlled: 'MSW managed in controlled facilities (t)',
    collectionRate: 'Collected / generated',
    controlledRate: 'SDG 11.6.1: controlled / generated',
    sdgNote:
      'Municipal solid waste (MSW) is the plastic figure divided by the plastic share of MSW; generation is estimated from population and the generation rate (UN-Habitat Waste Wise Cities method).',
    completeness: 'Data completeness',
    authority: 'Local authority',
    district: 'District',
    status: 'Status',
    reported: 'Reported',
    estimated: 'Estimated',
    derived: 'From reported plastic',
    daysCovered: 'Days covered',
    completenessNote: '{reported} of {total} authorities reported waste data for the year; the others are estimated from defaults.',
    sources: 'Provenance of every default',
    parameter: 'Parameter',
    source: 'Source',
    provisional: 'Provisional',
    yes: 'Yes',
    no: 'No',
    plausibility: 'Beside published figures',
    product: 'This report (t/year)',
    published: 'Published (t/year)',
    ratio: 'Ratio',
    plausible: 'Plausible',
    checks: {
      mswGenerated: 'MSW generated (World Bank, What a Waste 2.0)',
      plasticGenerated: 'Plastic generated (World Bank, 7 % of MSW)',
      mismanaged: 'Plastic leaked and burned (Jambeck et al. 2015, mismanaged, upper bound)',
      toWater: 'Plastic leaked to water (Meijer et al. 2021, to the ocean)',
    },
    sourcesNote: 'The sources are named in English, as published.',
  },
  si: {
    title: 'ජාතික ප්ලාස්ටික් ප්‍රවාහ වාර්තාව',
    producedOn: 'සකස් කළ දිනය',
    page: 'පිටුව',
    summary: 'ජාතික ප්ලාස්ටික් ප්‍රවාහ',
    measure: 'මිනුම',
    tonnes: 'ටොන්',
    population: 'ජනගහනය',
    recovered: 'ප්‍රතිසාධනයට යැවූ',
    leaked: 'ගොඩබිමට, ජලයට සහ කාණුවලට කාන්දු වූ',
    leakage: 'අදියර සහ අවසාන ස්ථානය අනුව කාන්දුව',
    stage: 'අදියර',
    stages: {
      collection: 'එකතු කිරීම',
      transport: 'ප්‍රවාහනය',
      sorting: 'වර්ග කිරීම සහ ප්‍රතිසාධනය',
      disposal: 'බැහැර කිරීමේ ස්ථානය',
      uncollected: 'එකතු නොකළ',
    },
    fates: { land: 'ගොඩබිම', water: 'ජලය', drains: 'කාණු', burning: 'විවෘතව පිළිස්සීම' },
    total: 'මුළු ප්‍රමාණය',
    low: 'අඩු (පහළ මට්ටම)',
    high: 'වැඩි (ඉහළ මට්ටම)',
    rangeNote:
      'අඩු සහ වැඩි යනු එක් එක් ආයතනයේ කාන්දු මට්ටමට පහළ සහ ඉහළ මට්ටම්වල කාන්දුවයි: අපද්‍රව්‍ය ප්‍රවාහ සටහනේ ප්‍රතිඵල මට්ටම අනුව වෙනස් වේ. එකතු නොකළ ප්ලාස්ටික් නිවෙස්වල පිළිස්සීම මට්ටම මත රඳා නොපවතී.',
    sdg: 'SDG 11.6.1: නාගරික ඝන අපද්‍රව්‍ය',
    byProvince: 'පළාත අනුව',
    byDistrict: 'දිස්ත්‍රික්කය අනුව',
    area: 'ප්‍රදේශය',
    mswGenerated: 'ජනනය වූ නාගරික ඝන අපද්‍රව්‍ය (ටොන්)',
    mswCollected: 'එකතු කළ නාගරික ඝන අපද්‍රව්‍ය (ටොන්)',
    mswControlled: 'පාලිත පහසුකම්වල කළමනාකරණය කළ නාගරික ඝන අපද්‍රව්‍ය (ටොන්)',
    collectionRate: 'එකතු කළ / ජනනය වූ',
    controlledRate: 'SDG 11.6.1: පාලිත / ජනනය වූ',
    sdgNote:
      'නාගරික ඝන අපද්‍රව්‍ය ප්‍රමාණය යනු ප්ලාස්ටික් ප්‍රමාණය නාගරික ඝන අපද්‍රව්‍යවල ප්ලාස්ටික් කොටසින් බෙදූ අගයයි; ජනනය ජනගහනය සහ ජනන අනුපාතය අනුව ඇස්තමේන්තු කර ඇත (UN-Habitat Waste Wise Cities ක්‍රමය).',
    completeness: 'දත්ත සම්පූර්ණත්වය',
    authority: 'පළාත් පාලන ආයතනය',
    district: 'දිස්ත්‍රික්කය',
    status: 'තත්ත්වය',
    reported: 'වාර්තා කළ',
    estimated: 'ඇස්තමේන්තු කළ',
    derived: 'වාර්තා කළ ප්ලාස්ටික් අනුව',
    daysCovered: 'ආවරණය වූ දින',
    completenessNote: 'ආයතන {total} අතුරින් {reported} ක් මෙම වර්ෂය සඳහා අපද්‍රව්‍ය දත්ත වාර්තා කළේය; අනෙක් ඒවා පෙරනිමි අගයන්ගෙන් ඇස්තමේන්තු කර ඇත.',
    sources: 'සෑම පෙරනිමි අගයකම මූලාශ්‍රය',
    parameter: 'පරාමිතිය',
    source: 'මූලාශ්‍රය',
    provisional: 'තාවකාලික',
    yes: 'ඔව්',
    no: 'නැත',
    plausibility: 'ප්‍රකාශිත අගයන් සමඟ සැසඳීම',
    product: 'මෙම වාර්තාව (ටොන්/වර්ෂය)',
    published: 'ප්‍රකාශිත (ටොන්/වර්ෂය)',
    ratio: 'අනුපාතය',
    plausible: 'පිළිගත හැකි',
    checks: {
      mswGenerated: 'ජනනය වූ නාගරික ඝන අපද්‍රව්‍ය (ලෝක බැංකුව, What a Waste 2.0)',
      plasticGenerated: 'ජනනය වූ ප්ලාස්ටික් (ලෝක බැංකුව, නාගරික ඝන අපද්‍රව්‍යවලින් 7 %)',
      mismanaged: 'කාන්දු වූ සහ පිළිස්සූ ප්ලාස්ටික් (Jambeck et al. 2015, නිසි ලෙස කළමනාකරණය නොවූ, ඉහළ සීමාව)',
      toWater: 'ජලයට කාන්දු වූ ප්ලාස්ටික් (Meijer et al. 2021, සාගරයට)',
    },
    sourcesNote: 'මූලාශ්‍ර ප්‍රකාශයට පත් කළ පරිදි ඉංග්‍රීසියෙන් දක්වා ඇත.',
  },
  ta: {
    title: 'தேசிய பிளாஸ்டிக் ஓட்ட அறிக்கை',
    producedOn: 'தயாரிக்கப்பட்ட திகதி',
    page: 'பக்கம்',
    summary: 'தேசிய பிளாஸ்டிக் ஓட்டங்கள்',
    measure: 'அளவீடு',
    tonnes: 'தொன்',
    population: 'சனத்தொகை',
    recovered: 'மீட்புக்கு அனுப்பப்பட்டது',
    leaked: 'நிலம், நீர் மற்றும் வடிகால்களில் கசிந்தது',
    leakage: 'கட்டம் மற்றும் இறுதி இடம் வாரியாக கசிவு',
    stage: 'கட்டம்',
    stages: {
      collection: 'சேகரிப்பு',
      transport: 'போக்குவரத்து',
      sorting: 'வகைப்படுத்தல் மற்றும் மீட்பு',
      disposal: 'அகற்றும் இடம்',
      uncollected: 'சேகரிக்கப்படாதது',
    },
    fates: { land: 'நிலம்', water: 'நீர்', drains: 'வடிகால்கள்', burning: 'திறந்தவெளி எரிப்பு' },
    total: 'மொத்தம்',
    low: 'குறைவு (கீழ் நிலை)',
    high: 'அதிகம் (மேல் நிலை)',
    rangeNote:
      'குறைவு மற்றும் அதிகம் என்பவை ஒவ்வொரு உள்ளூராட்சி மன்றத்தின் கசிவு நிலைக்குக் கீழும் மேலும் உள்ள நிலைகளில் கசிவு ஆகும்: கழிவு ஓட்ட வரைபடத்தின் முடிவுகள் நிலைக்கு ஏற்ப மாறுகின்றன. சேகரிக்கப்படாத பிளாஸ்டிக்கை வீடுகள் எரிப்பது நிலையைச் சார்ந்தது அல்ல.',
    sdg: 'SDG 11.6.1: நகர திண்மக் கழிவு',
    byProvince: 'மாகாண வாரியாக',
    byDistrict: 'மாவட்ட வாரியாக',
    area: 'பகுதி',
    mswGenerated: 'உருவான நகர திண்மக் கழிவு (தொன்)',
    mswCollected: 'சேகரிக்கப்பட்ட நகர திண்மக் கழிவு (தொன்)',
    mswControlled: 'கட்டுப்படுத்தப்பட்ட வசதிகளில் முகாமைத்துவம் செய்யப்பட்ட நகர திண்மக் கழிவு (தொன்)',
    collectionRate: 'சேகரிக்கப்பட்டது / உருவானது',
    controlledRate: 'SDG 11.6.1: கட்டுப்படுத்தப்பட்டது / உருவானது',
    sdgNote:
      'நகர திண்மக் கழிவு அளவு என்பது பிளாஸ்டிக் அளவை நகர திண்மக் கழிவில் பிளாஸ்டிக்கின் பங்கால் வகுத்ததாகும்; உருவாக்கம் சனத்தொகை மற்றும் உருவாக்க வீதத்திலிருந்து மதிப்பிடப்பட்டது (UN-Habitat Waste Wise Cities முறை).',
    completeness: 'தரவு முழுமை',
    authority: 'உள்ளூராட்சி மன்றம்',
    district: 'மாவட்டம்',
    status: 'நிலை',
    reported: 'அறிவிக்கப்பட்டது',
    estimated: 'மதிப்பிடப்பட்டது',
    derived: 'அறிவிக்கப்பட்ட பிளாஸ்டிக்கிலிருந்து',
    daysCovered: 'உள்ளடக்கப்பட்ட நாட்கள்',
    completenessNote:
      '{total} உள்ளூராட்சி மன்றங்களில் {reported} இந்த ஆண்டுக்கான கழிவுத் தரவை அறிவித்தன; ஏனையவை இயல்புநிலை மதிப்புகளிலிருந்து மதிப்பிடப்பட்டன.',
    sources: 'ஒவ்வொரு இயல்புநிலை மதிப்பின் மூலம்',
    parameter: 'அளவுரு',
    source: 'மூலம்',
    provisional: 'தற்காலிகமானது',
    yes: 'ஆம்',
    no: 'இல்லை',
    plausibility: 'வெளியிடப்பட்ட எண்ணிக்கைகளுடன் ஒப்பீடு',
    product: 'இந்த அறிக்கை (தொன்/ஆண்டு)',
    published: 'வெளியிடப்பட்டது (தொன்/ஆண்டு)',
    ratio: 'விகிதம்',
    plausible: 'நம்பத்தகுந்தது',
    checks: {
      mswGenerated: 'உருவான நகர திண்மக் கழிவு (உலக வங்கி, What a Waste 2.0)',
      plasticGenerated: 'உருவான பிளாஸ்டிக் (உலக வங்கி, நகர திண்மக் கழிவில் 7 %)',
      mismanaged: 'கசிந்த மற்றும் எரிக்கப்பட்ட பிளாஸ்டிக் (Jambeck et al. 2015, முறையற்ற முகாமைத்துவம், மேல் வரம்பு)',
      toWater: 'நீரில் கசிந்த பிளாஸ்டிக் (Meijer et al. 2021, கடலுக்கு)',
    },
    sourcesNote: 'மூலங்கள் வெளியிடப்பட்டவாறு ஆங்கிலத்தில் தரப்பட்டுள்ளன.',
  },
};
