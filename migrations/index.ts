import * as migration_20261121_234806_initial from './20261121_234806_initial';

export const migrations = [
  {
    up: migration_20261121_234806_initial.up,
    down: migration_20261121_234806_initial.down,
    name: '20261121_234806_initial'
  },
];
