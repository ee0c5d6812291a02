export const contentKey = (kind: 'articles' | 'events' | 'dropdowns') => ['staff', 'content', kind] as const;
