const { createAppConfig } = require('@waste/shared/webpack');

module.exports = createAppConfig({ dir: __dirname, name: 'host', kind: 'host', title: 'National Plastic Waste Dashboard' });
