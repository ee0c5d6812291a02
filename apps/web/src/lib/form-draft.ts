/**
 * What a client has typed into a form, kept in session storage as they type so a reload loses
 * nothing (issue #28; personal data never goes to local storage, web README). Cleared when the form
 * is sent, and with the rest of session storage on signing out.
 */
export function formDraft<T extends object>(key: string) {
  const load = (): Partial<T> => {
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
      return stored && typeof stored === 'object' ? (stored as Partial<T>) : {};
    } catch {
      return {};
    }
  };
  return {
    load,
    /** Merged into what is kept, so two forms of one journey can share a draft. */
    save: (values: Partial<T>) => sessionStorage.setItem(key, JSON.stringify({ ...load(), ...values })),
    clear: () => sessionStorage.removeItem(key),
  };
}
