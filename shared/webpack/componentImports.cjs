// Webpack loader, run on swc's output: `import { Button, Card as C } from "antd"` becomes one import per
// component module (`antd/es/button`), the keys the host provides them under (antdComponents.cjs).
const { ANTD_COMPONENTS } = require('./antdComponents.cjs');

const ANTD_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']antd["'];?/g;

function rewrite(source) {
  return (
    source
      .replace(ANTD_IMPORT, (statement, specifiers) =>
        specifiers
          .split(',')
          .map((specifier) => specifier.trim())
          .filter(Boolean)
          .map((specifier) => {
            const [imported, local = imported] = specifier.split(/\s+as\s+/);
            if (!ANTD_COMPONENTS[imported]) throw new Error(`antd exports no component "${imported}"`);
            return `import ${local} from "antd/es/${ANTD_COMPONENTS[imported]}";`;
          })
          .join('\n'),
      )
      // antd/locale/* is CommonJS over antd/lib: the ES module beside the components instead.
      .replace(/(["'])antd\/locale\//g, '$1antd/es/locale/')
  );
}

module.exports = function componentImports(source) {
  return rewrite(source);
};
module.exports.rewrite = rewrite;
