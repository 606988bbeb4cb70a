import { districtPlaceName } from '#seed/reference-data';

describe('districtPlaceName', () => {
  it('drops the trailing word for district, whole or cut short', () => {
    expect(districtPlaceName('කොළඹ දිස්ත්‍රික්ක', 'දිස්ත්‍රික්ක')).toBe('කොළඹ');
    expect(districtPlaceName('හම්බන්තොට දිස්ත්‍', 'දිස්ත්‍රික්ක')).toBe('හම්බන්තොට');
    expect(districtPlaceName('அம்பாந்தோட்டை மாவ', 'மாவட்டம்')).toBe('அம்பாந்தோட்டை');
  });

  it('keeps a name that does not end in that word', () => {
    expect(districtPlaceName('නුවරඑළිය', 'දිස්ත්‍රික්ක')).toBe('නුවරඑළිය');
    expect(districtPlaceName('வட மேல்', 'மாவட்டம்')).toBe('வட மேல்');
  });
});
