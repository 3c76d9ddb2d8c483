import { describe, expect, it } from 'vitest';
import type { TestModule } from 'vitest/node';
import { fileSeconds, slowestFiles } from './slowest-files-reporter';

function module(file: string, project: string, importMs: number, testsMs: number): TestModule {
  return {
    relativeModuleId: file,
    project: { name: project },
    diagnostic: () => ({
      collectDuration: importMs,
      setupDuration: 0,
      environmentSetupDuration: 0,
      prepareDuration: 0,
      duration: testsMs,
    }),
  } as unknown as TestModule;
}

describe('the slowest files at the end of a run', () => {
  it("counts a file's import with its tests", () => {
    expect(fileSeconds(module('a.test.ts', 'web', 1500, 2500))).toBe(4);
  });

  it('names the slowest first, at most as many as asked, with their project', () => {
    const modules = [
      module('quick.test.ts', 'domain', 10, 20),
      module('slow.e2e.ts', 'e2e', 1000, 59_000),
      module('middle.db.test.ts', 'server:postgres', 500, 4500),
    ];
    const lines = slowestFiles(modules, 2).split('\n');
    expect(lines).toEqual([
      'The 2 slowest test files:',
      '   60.0 s  e2e              slow.e2e.ts',
      '    5.0 s  server:postgres  middle.db.test.ts',
    ]);
  });
});
