import { computeMfa } from '#mfa/index';
import { loadGlyphText } from '#mfa/glyph-text';
import { DIAGRAM_TEXT, NODE_LABELS, type DiagramLanguage } from '#mfa/labels';
import { renderSankeyPng, renderSankeySvgForPng } from '#mfa/sankey-files';
import { workedExampleInputs } from './worked-example';

const options = (language: DiagramLanguage) => ({
  title: `Colombo MC: ${DIAGRAM_TEXT[language].title} 2024`,
  subtitle: DIAGRAM_TEXT[language].estimated,
  language,
});

describe('the PNG diagram is drawn from shaped text (resvg does not shape Sinhala or Tamil)', () => {
  const flows = computeMfa(workedExampleInputs()).flows;

  it.each(['si', 'ta', 'en'] as const)(
    'draws every %s label as HarfBuzz-shaped glyph outlines, no <text> left for resvg',
    async (language) => {
      const svg = await renderSankeySvgForPng(flows, options(language));
      expect(svg).not.toMatch(/<text[\s>]/);
      expect(svg).toContain(`data-text="${NODE_LABELS[language].uncollected}`);
      expect(svg).toMatch(/<use href="#glyph-(latin|sinhala|tamil)-\d+" transform="translate\([\d.]+ [\d.]+\) scale\(/);
      expect(svg).toMatch(/<defs><path id="glyph-/);
      const png = await renderSankeyPng(flows, options(language));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
    },
  );

  it('puts pre-base vowel signs before their consonant and forms conjuncts, as a shaper does', async () => {
    const glyphs = await loadGlyphText();
    // Sinhala කෙ (ka + kombuva): the kombuva is drawn first, left of ka.
    const ke = glyphs.layout('කෙ', 12, 'si').glyphs;
    expect(ke.map((g) => g.glyph)).toEqual([glyphs.nominalGlyph('sinhala', '\u0DD9'), glyphs.nominalGlyph('sinhala', 'ක')]);
    expect(ke[0].x).toBeLessThan(ke[1].x);
    // Sinhala ප්‍ර (pa + al-lakuna + ZWJ + ra): the rakaaraansaya conjunct, two glyphs, not four.
    expect(glyphs.layout('ප්‍ර', 12, 'si').glyphs).toHaveLength(2);
    // Tamil கொ (ka + o sign): split into ெ before ka and ா after it.
    const ko = glyphs.layout('கொ', 12, 'ta').glyphs.map((g) => g.glyph);
    expect(ko).toEqual([glyphs.nominalGlyph('tamil', '\u0BC6'), glyphs.nominalGlyph('tamil', 'க'), glyphs.nominalGlyph('tamil', '\u0BBE')]);
  });

  it('takes Latin letters in a Sinhala or Tamil title from Noto Sans, digits from the script font', async () => {
    const glyphs = await loadGlyphText();
    const fonts = glyphs.layout('Colombo MC 2024 ටො', 12, 'si').glyphs.map((g) => g.font);
    expect(fonts.slice(0, 9)).toEqual(Array(9).fill('latin'));
    expect(fonts.at(-1)).toBe('sinhala');
  });
});
