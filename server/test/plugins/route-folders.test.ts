import path from 'node:path';
import { routeFolderProblem } from '#plugins/route-folders';

/** This test's own stack, as if this folder (test/) were the routes folder: this file is test/plugins/…. */
const TEST_ROOT = path.join(__dirname, '..');
const stackHere = () => new Error('where').stack ?? '';

describe('route folders', () => {
  it('accept a route declared in the folder its URL names', () => {
    expect(routeFolderProblem('/api/v1/plugins/route-folders', stackHere(), TEST_ROOT)).toBeNull();
    expect(routeFolderProblem('/api/v1/plugins', stackHere(), TEST_ROOT)).toBeNull();
  });

  it('refuse a route whose URL does not start with its folder, naming the file and the folder it belongs in', () => {
    expect(routeFolderProblem('/api/v1/users/search', stackHere(), TEST_ROOT)).toBe(
      '/api/v1/users/search is declared in routes/plugins/route-folders.test.ts: ' +
        'declare it in routes/users/ or in the folder below it that its path names',
    );
    expect(routeFolderProblem('/api/v1/pluginsx/search', stackHere(), TEST_ROOT)).toMatch(/declare it in routes\/pluginsx\//);
  });

  it('leave alone a route declared outside the routes folder', () => {
    expect(routeFolderProblem('/api/v1/users/search', stackHere(), path.join(TEST_ROOT, 'routes'))).toBeNull();
  });
});
