// Unit specs sit beside the code (src/**/*.spec.ts); integration specs boot the app (test/**/*.int-spec.ts);
// fault specs kill the built server, its PostgreSQL or its Redis mid-burst (test/faults, also npm run test:faults).
// NestJS 12 ships ES modules only, so Jest runs in its native ESM mode (node --experimental-vm-modules).
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts', '<rootDir>/test/faults/*.fault-spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', useESM: true }] },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  testTimeout: 60000,
  // ES modules under Jest's VM loader are never freed (each test file adds about 150 MB), so the
  // test worker is replaced once it holds more than this; one file at a time all the same.
  workerIdleMemoryLimit: '1GB',
};
