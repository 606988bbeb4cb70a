// Stands in for '@module-federation/enhanced/runtime' under jest; tests that load remotes mock these.
export const registerRemotes = jest.fn();
export const loadRemote = jest.fn(async () => null);
