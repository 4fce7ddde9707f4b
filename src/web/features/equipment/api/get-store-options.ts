// The register's store and category pickers read the shared lists (src/web/lib/named-options.ts).
export { useCategoryOptions, useStoreOptions } from '#web/lib/named-options.ts';
