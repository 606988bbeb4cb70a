// Webpack loader for antd's own stylesheet (antd/dist/antd.css, src/settings/antdStylesheet.ts): emits it as a
// few files and exports their addresses, in order.
// - In the `antd` cascade layer, where the css-in-js runtime put antd's styles before (App's `StyleProvider
//   layer`), so that the app's own unlayered rules still win over antd's whatever their specificity.
// - In parts: the browser parses a stylesheet on the main thread in one task, a long one for the whole of
//   antd's (longer on a phone); a part is a task of its own, order kept.
const { createHash } = require('node:crypto');

const PARTS = 4;

/** Splits CSS text between top-level rules into about `parts` pieces of similar size. */
function splitRules(css, parts) {
  const target = css.length / parts;
  const pieces = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0 && index + 1 - start >= target && pieces.length < parts - 1) {
      pieces.push(css.slice(start, index + 1));
      start = index + 1;
    }
  }
  if (depth !== 0 || quote) throw new Error('antdStylesheetLoader: unbalanced braces or quotes in antd.css');
  pieces.push(css.slice(start));
  return pieces;
}

module.exports = function antdStylesheetLoader(css) {
  const publicPath = this._compilation.outputOptions.publicPath;
  const hrefs = splitRules(css, PARTS).map((piece, index) => {
    const content = `@layer antd{${piece}}`;
    const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
    const name = `antd-${index + 1}.${hash}.css`;
    this.emitFile(name, content);
    return `${publicPath}${name}`;
  });
  return `export default ${JSON.stringify(hrefs)};`;
};

module.exports.splitRules = splitRules;
