import { describe, expect, it } from 'vitest';
import { circlesOf, circlesWithImports } from './import-graph.ts';

const folderOf = (file: string): string => file.split('/').slice(0, file.startsWith('features/') ? 2 : 1).join('/');

describe('the import graph helpers', () => {
  const imports = [
    { from: 'sync/run.ts', to: 'features/items/executor.ts' },
    { from: 'features/items/executor.ts', to: 'db/app-db.ts' },
    { from: 'db/app-db.ts', to: 'sync/types.ts' },
    { from: 'features/search/page.tsx', to: 'features/items/index.ts' },
    { from: 'features/items/item-card.tsx', to: 'features/items/price.ts' },
  ];

  it('finds each circle between folders, and none within one', () => {
    expect(circlesOf(imports, folderOf)).toEqual([['db', 'features/items', 'sync']]);
    expect(circlesOf(imports.slice(3), folderOf)).toEqual([]);
  });

  it('names the imports that tie a circle', () => {
    expect(circlesWithImports(imports, folderOf)).toEqual([
      { circle: ['db', 'features/items', 'sync'], imports: ['sync/run.ts -> features/items/executor.ts', 'features/items/executor.ts -> db/app-db.ts', 'db/app-db.ts -> sync/types.ts'] },
    ]);
  });
});
