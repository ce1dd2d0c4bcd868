/** Prints the usage and exits when the command line asks for help (`--help` or `-h`), before any work. */
export function handleHelp(usage: string): void {
  if (!process.argv.slice(2).some((arg) => arg === '--help' || arg === '-h')) return;
  console.info(usage.trim());
  process.exit(0);
}
