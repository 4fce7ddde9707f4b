import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// CI keeps only the end of its output, and the list reporter ends a failure with its attachments
// (a screenshot per open page, the trace), which pushed the error itself out of view (stop 33's
// red run showed which journey failed, never where or why). This prints, last, each failed
// journey's location and the first lines of its error.

const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');
const LINES_PER_ERROR = 14;

class FailureDigest implements Reporter {
  private readonly failures: { test: TestCase; result: TestResult }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'passed' && result.status !== 'skipped') {
      this.failures.push({ test, result });
    }
  }

  onEnd(_result: FullResult): void {
    if (this.failures.length === 0) return;
    const out: string[] = ['', `=== failed journeys (${String(this.failures.length)})`];
    for (const { test, result } of this.failures) {
      out.push(`✘ ${test.titlePath().filter(Boolean).join(' › ')} (${result.status})`);
      for (const error of result.errors) {
        const where = error.location
          ? `  at ${error.location.file.replace(`${process.cwd()}/`, '')}:${String(error.location.line)}`
          : '';
        const text = (error.message ?? error.value ?? 'unknown error').replace(ANSI, '');
        out.push(
          ...text
            .split('\n')
            .slice(0, LINES_PER_ERROR)
            .map((line) => `  ${line}`),
        );
        if (where) out.push(where);
      }
    }
    process.stdout.write(`${out.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}

export default FailureDigest;
