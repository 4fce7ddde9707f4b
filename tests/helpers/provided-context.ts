export type TestDatabaseInfo =
  | { driver: 'pglite'; dumpPath: string }
  | { driver: 'postgres'; serverUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}
