// The bare side of an API comparison, named as data ({ repository, name, args }: a repository function of the
// server's build, called with a database first), so that the bench can run the same call in its own process
// (the bare SQL) and behind the HTTP floor's plain server (httpFloor.mjs).
import { repositories } from './serverModules.mjs';

/** A function that runs a bare call on `db`. */
export async function bareCaller(db) {
  const modules = await repositories();
  return ({ repository, name, args }) => modules[repository][name](db, ...args);
}
