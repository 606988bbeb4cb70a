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
// docs/decisions.md "The quick sign-in page").
if (opensQuickSignIn()) {
  void import('./quickSignIn/quickSignIn').then((quick) => quick.renderQuickSignIn(document.getElementById('root')!, startShell));
} else {
  // A stored session's remote entry is fetched with the shell, and its page's first frame painted meanwhile
  // (docs/decisions.md "The local authority dashboard's first screen", "The first frame").
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
