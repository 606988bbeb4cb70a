// The build's own loader (CommonJS, run by webpack, without types of its own).
const { splitRules } = jest.requireActual<{ splitRules: (css: string, parts: number) => string[] }>('../antdStylesheetLoader.cjs');

describe('antd’s stylesheet in parts', () => {
  it('splits between top-level rules only, keeping every character in order', () => {
    const css =
      '.a{color:red}@media (max-width:10px){.b{color:blue}.c{content:"}"}}.d{margin:0}@keyframes k{0%{opacity:0}to{opacity:1}}.e{x:y}';
    const pieces = splitRules(css, 3);
    expect(pieces.join('')).toBe(css);
    expect(pieces.length).toBe(3);
    // Every piece is whole rules: its braces balance.
    for (const piece of pieces)
      expect(piece.replace(/"[^"]*"/g, '').split('{').length).toBe(piece.replace(/"[^"]*"/g, '').split('}').length);
  });

  it('refuses a stylesheet whose braces do not balance', () => {
    expect(() => splitRules('.a{color:red', 2)).toThrow(/unbalanced/);
  });
});

describe('loading antd’s stylesheet', () => {
  it('adds its parts in order once, and resolves when each has loaded or failed', async () => {
    const { loadAntdStylesheet } = await import('../src/settings/antdStylesheet');
    let done = false;
    const loading = loadAntdStylesheet().then(() => (done = true));
    expect(loadAntdStylesheet()).toBe(loadAntdStylesheet());
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/antd-1.test.css', '/antd-2.test.css']);
    links[0].dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    links[1].dispatchEvent(new Event('error'));
    await loading;
    expect(done).toBe(true);
  });
});
