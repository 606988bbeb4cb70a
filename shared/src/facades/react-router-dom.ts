// What the host provides to the remotes as react-router-dom: the names the apps import, no more, so that the
// rest of the router (its data routers, loaders, fetchers, server rendering) is left out of the shell
// (docs/adr/0003-shared-singletons-provided-by-the-host.md). shared/test/singletonFacades.test.ts keeps it in
// step with the apps' imports.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  UNSAFE_NavigationContext,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
