-- Recycler master data names in Sinhala and Tamil (issue 10). English stays the required name; a missing
-- translation is NULL and the UI shows the English name, marked as such.
ALTER TABLE recycler_master_data ADD COLUMN name_si text CHECK (name_si IS NULL OR length(btrim(name_si)) > 0);
ALTER TABLE recycler_master_data ADD COLUMN name_ta text CHECK (name_ta IS NULL OR length(btrim(name_ta)) > 0);

-- The seeded defaults (still provisional, docs/decisions.md "Recycler master data in three languages"):
-- the project's own translations, to be checked with the ministry's list when it replaces them. Only the
-- names a super admin has not renamed since 0012 are translated.
UPDATE recycler_master_data m
   SET name_si = t.name_si, name_ta = t.name_ta
  FROM (VALUES
    ('SRC-LA', 'Local authority collection', 'පළාත් පාලන ආයතන එකතු කිරීම', 'உள்ளூராட்சி மன்றச் சேகரிப்பு'),
    ('SRC-SP', 'Sampath Piyasa centres', 'සම්පත් පියස මධ්‍යස්ථාන', 'சம்பத் பியச நிலையங்கள்'),
    ('SRC-CM', 'Collectors and middlemen', 'එකතු කරන්නන් සහ අතරමැදියන්', 'சேகரிப்பாளர்களும் இடைத்தரகர்களும்'),
    ('SRC-IPC', 'Industrial post-consumer', 'කාර්මික පාරිභෝගික-පසු ද්‍රව්‍ය', 'தொழில்துறை நுகர்வுக்குப் பிந்தைய பொருட்கள்'),
    ('SRC-IMP', 'Imported scrap', 'ආනයනය කළ අබලි ද්‍රව්‍ය', 'இறக்குமதி செய்யப்பட்ட கழிவுப் பொருட்கள்'),
    ('RJD-SLF', 'Sanitary landfill', 'සනීපාරක්ෂක බිම් පිරවුම', 'சுகாதார நிலநிரப்பு'),
    ('RJD-OD', 'Open dump', 'විවෘත කසළ බැහැර කිරීම', 'திறந்தவெளிக் குப்பைக் கொட்டல்'),
    ('RJD-CK', 'Co-processing in cement kilns', 'සිමෙන්ති උදුන්වල සම-සැකසීම', 'சீமெந்துச் சூளைகளில் இணைச் செயலாக்கம்'),
    ('RJD-RS', 'Returned to supplier', 'සැපයුම්කරු වෙත ආපසු යැවූ', 'வழங்குநருக்குத் திருப்பி அனுப்பப்பட்டது'),
    ('HPT-FLK', 'Flakes', 'පතුරු', 'செதில்கள்'),
    ('HPT-PEL', 'Pellets/granules', 'පෙති/කැටිති', 'துகள்கள்/குருணைகள்'),
    ('HPT-FIN', 'Finished products', 'නිමි භාණ්ඩ', 'முடிக்கப்பட்ட பொருட்கள்'),
    ('SPT-FLK', 'Flakes', 'පතුරු', 'செதில்கள்'),
    ('SPT-PEL', 'Pellets/granules', 'පෙති/කැටිති', 'துகள்கள்/குருணைகள்'),
    ('SPT-FIN', 'Finished products', 'නිමි භාණ්ඩ', 'முடிக்கப்பட்ட பொருட்கள்')
  ) AS t (id, name, name_si, name_ta)
 WHERE m.id = t.id AND m.name = t.name;

-- A name is unique per list in each language, as the English one already is.
CREATE UNIQUE INDEX recycler_master_data_name_si_key ON recycler_master_data (list, lower(name_si)) WHERE name_si IS NOT NULL;
CREATE UNIQUE INDEX recycler_master_data_name_ta_key ON recycler_master_data (list, lower(name_ta)) WHERE name_ta IS NOT NULL;
