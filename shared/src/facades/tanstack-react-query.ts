// What the host provides to the remotes as @tanstack/react-query: the names the apps import, no more
// (docs/adr/0003-shared-singletons-provided-by-the-host.md). shared/test/singletonFacades.test.ts keeps it in
// step with the apps' imports.
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
