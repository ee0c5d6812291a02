/**
 * Who to tell when a value kept outside React changes: `subscribe` is what useSyncExternalStore takes,
 * `notify` tells every reader to read it again.
 */
export function listeners() {
  const all = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      all.add(listener);
      return () => void all.delete(listener);
    },
    notify() {
      for (const listener of all) listener();
    },
  };
}
