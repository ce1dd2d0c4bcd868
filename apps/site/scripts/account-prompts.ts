// Terminal prompts for the account and database scripts.
import { createInterface } from 'node:readline';

/** Asks in the terminal (without echo when `hidden`); refuses with a clear message when there is no terminal. */
export function ask(question: string, options: { hidden?: boolean } = {}): Promise<string> {
  if (!process.stdin.isTTY) {
    return Promise.reject(
      new Error(`${question.replace(/: $/, '')} is needed: set it in the environment or run in a terminal.`),
    );
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (options.hidden) {
    // Echo nothing while the password is typed.
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    output._writeToOutput = (text: string) => {
      if (text.startsWith(question)) process.stdout.write(question);
    };
  }
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      if (options.hidden) process.stdout.write('\n');
      resolve(answer);
    });
  });
}
