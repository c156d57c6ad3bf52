/**
 * What vite.config.ts's build.manifest writes, for the tests of serving the built app: the entry, the
 * landing routes split off it (and a route that is none), and what each imports.
 */
export const BUILD_MANIFEST = {
  'index.html': { file: 'assets/index-AbC123.js', isEntry: true, imports: ['_intl-1.js'] },
  '_intl-1.js': { file: 'assets/intl-1.js' },
  '_items-2.js': { file: 'assets/items-2.js', imports: ['_intl-1.js', '_format-3.js'] },
  '_format-3.js': { file: 'assets/format-3.js' },
  'src/routes/search.tsx?tsr-split=component': { file: 'assets/search-4.js', isDynamicEntry: true, imports: ['_items-2.js', 'index.html'] },
  'src/routes/item.$id.tsx?tsr-split=component': { file: 'assets/item._id-5.js', isDynamicEntry: true, imports: ['_items-2.js', 'index.html'] },
  'src/routes/category.$slug.tsx?tsr-split=component': { file: 'assets/category._slug-6.js', isDynamicEntry: true, imports: ['index.html'] },
  'src/routes/dashboard.tsx?tsr-split=component': { file: 'assets/dashboard-7.js', isDynamicEntry: true, imports: ['index.html'] },
};
