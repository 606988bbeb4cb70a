import { afterNextPaint, dismissFirstFrame, paintFirstFrame } from './firstFrame/firstFrame';
import { opensQuickSignIn } from './quickSignIn/quickRoute';
import { lastRemoteOfStoredSession, preloadRemoteEntry, remoteOfStoredSession } from './remotes/earlyRemoteEntry';
import { loadAntdStylesheet } from './settings/antdStylesheet';

// Async boundary: shared singletons are negotiated before any of them is imported. antd's stylesheet is
// fetched beside the shell's scripts.
const startShell = (beforeRender?: () => void) => {
  void loadAntdStylesheet();
  return import('./bootstrap').then((shell) => shell.startShell(beforeRender));
};

// A fresh `/signin` gets the quick sign-in page, which loads the shell once signed in (DESIGN.md section 6,
// docs/adr/0015-quick-sign-in-page.md).
if (opensQuickSignIn()) {
  void import('./quickSignIn/quickSignIn').then((quick) => quick.renderQuickSignIn(document.getElementById('root')!, startShell));
} else {
  // A stored session's remote entry is fetched with the shell, and its page's first frame painted meanwhile
  // (docs/adr/0016-first-frame-before-the-shell.md).
  const remote = remoteOfStoredSession();
  void remote.then((found) => found && preloadRemoteEntry(found));
  const start = () =>
    startShell().catch((error: unknown) => {
      dismissFirstFrame();
      throw error;
    });
  if (paintFirstFrame(lastRemoteOfStoredSession(), remote)) afterNextPaint(start);
  else void start();
}
