// The native yardsticks of the text bench: poppler's pdftotext and the tesseract CLI, from Debian's
// packages (poppler-utils, tesseract-ocr with tesseract-ocr-eng). The bench alone uses them: Steward
// reads text with unpdf and tesseract.js and never needs either. As root, a missing one is
// installed the way scripts/ensure-test-tools.mjs installs Chromium; a failed install skips the
// comparison with a line that says so.

import { execFileSync, execSync } from 'node:child_process';

export interface Tool {
  name: string;
  /** Absolute path, or null when the tool is missing and could not be installed. */
  path: string | null;
  version: string;
  /** Why it is missing, for the skip line. */
  problem?: string;
}

function which(command: string): string | null {
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

function versionOf(path: string, args: string[]): string {
  try {
    // pdftotext prints its version on stderr, tesseract on stdout.
    const output = execFileSync('sh', ['-c', `"${path}" ${args.join(' ')} 2>&1`], { encoding: 'utf8' });
    return output.split('\n')[0]?.trim() ?? '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? '').split('\n')[0] ?? '';
  }
}

/** pdftotext and tesseract, installed from Debian's packages when missing (as root only). */
export function ensureTextTools(): { pdftotext: Tool; tesseract: Tool } {
  const wanted = [
    { command: 'pdftotext', packages: ['poppler-utils'] },
    { command: 'tesseract', packages: ['tesseract-ocr', 'tesseract-ocr-eng'] },
  ];
  const missing = wanted.filter((tool) => !which(tool.command));
  let problem: string | undefined;
  if (missing.length > 0) {
    const packages = missing.flatMap((tool) => tool.packages).join(' ');
    if (process.getuid?.() !== 0) {
      problem = `not installed; run "sudo apt-get install -y ${packages}"`;
    } else {
      console.log(`Installing ${packages} from Debian's packages for the text bench (bench only)...`);
      const install = `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${packages}`;
      try {
        try {
          execSync(install, { stdio: 'pipe', shell: '/bin/bash' });
        } catch {
          // A fresh container has no package lists yet.
          execSync(`apt-get update -qq && ${install}`, { stdio: 'pipe', shell: '/bin/bash' });
        }
      } catch (error) {
        const stderr = String((error as { stderr?: Buffer }).stderr ?? '').trim();
        problem = `apt-get install ${packages} failed: ${stderr.split('\n').at(-1) ?? 'unknown error'}`;
      }
    }
  }
  const tool = (name: string, versionArgs: string[]): Tool => {
    const path = which(name);
    if (!path) return { name, path: null, version: '', problem: problem ?? 'not found' };
    return { name, path, version: versionOf(path, versionArgs) };
  };
  return { pdftotext: tool('pdftotext', ['-v']), tesseract: tool('tesseract', ['--version']) };
}
