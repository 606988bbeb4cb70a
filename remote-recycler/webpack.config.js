const { createRemoteConfig } = require('@waste/shared/webpack');

module.exports = createRemoteConfig(__dirname);
