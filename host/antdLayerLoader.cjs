// Webpack loader for antd's own stylesheet (antd/dist/antd.css): puts it in the `antd` cascade layer, where
// the css-in-js runtime put antd's styles before (App's `StyleProvider layer`), so that the app's own
// unlayered rules still win over antd's whatever their specificity.
module.exports = function antdLayerLoader(css) {
  return `@layer antd{${css}}`;
};
