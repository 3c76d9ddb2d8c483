import type { TestModule } from 'vitest/node';
import type { Reporter } from 'vitest/reporters';

/** How many of the slowest test files the end of a run names. */
const SHOWN = 15;

/** A file's wall time in its worker: importing it (and what it imports), then its tests and hooks. */
export function fileSeconds(module: TestModule): number {
  const { collectDuration, setupDuration, environmentSetupDuration, prepareDuration, duration } =
    module.diagnostic();
  return (collectDuration + setupDuration + environmentSetupDuration + prepareDuration + duration) / 1000;
}

/**
 * Names the slowest test files at the end of a run, so whoever waits for `npm test` sees where
 * its time goes (a file's time, not the run's: two files run at once).
 */
export function slowestFiles(modules: ReadonlyArray<TestModule>, shown = SHOWN): string {
  const rows = modules
    .map((module) => ({
      seconds: fileSeconds(module),
      project: module.project.name,
      file: module.relativeModuleId,
    }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, shown);
  const lines = rows.map(
    ({ seconds, project, file }) => `${seconds.toFixed(1).padStart(7)} s  ${project.padEnd(16)} ${file}`,
  );
  return [`The ${rows.length} slowest test files:`, ...lines].join('\n');
}

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    if (modules.length > 1) console.log(`\n${slowestFiles(modules)}\n`);
  }
}
