import { opensQuickSignIn } from './quickSignIn/quickRoute';
import { preloadRemoteEntryOfStoredRole } from './remotes/earlyRemoteEntry';

// Async boundary: shared singletons are negotiated before any of them is imported.
const startShell = (beforeRender?: () => void) => import('./bootstrap').then((shell) => shell.startShell(beforeRender));

// A fresh `/signin` gets the quick sign-in page, which loads the shell once signed in (DESIGN.md section 6,
// docs/decisions.md "The quick sign-in page").
if (opensQuickSignIn()) {
  void import('./quickSignIn/quickSignIn').then((quick) => quick.renderQuickSignIn(document.getElementById('root')!, startShell));
} else {
  preloadRemoteEntryOfStoredRole();
  void startShell();
}
