/**
 * Runs one of poppler's programs (Debian's poppler-utils: pdftotext, pdftoppm, pdfimages) on a PDF when the
 * machine has it (docs/decisions/0093). It runs as a child of the parse child, under its own CPU-time
 * and address-space limits (the pool's RSS watch sees only the parse child), so a file built to
 * overload it ends it rather than the machine. Optional: a caller that gets null does the work itself.
 */
import { execFile, spawn } from 'node:child_process';

/** CPU seconds and address space (KiB) a poppler program may use on one file. */
const CPU_SECONDS = 60;
const ADDRESS_SPACE_KB = 1_048_576;

export type PopplerTool = 'pdftotext' | 'pdftoppm' | 'pdfimages';
/** The PDF at `filePath`, or these bytes through stdin. */
export type PopplerInput = { filePath?: string; data: Uint8Array };

const available = new Map<PopplerTool, Promise<boolean>>();

/** Whether the program runs here (asked once per process). */
export function popplerToolAvailable(tool: PopplerTool): Promise<boolean> {
  let answer = available.get(tool);
  if (!answer) {
    answer = new Promise((resolve) => {
      execFile(tool, ['-v'], { timeout: 5_000 }, (error) => resolve(!error));
    });
    available.set(tool, answer);
  }
  return answer;
}

/**
 * The program's standard output, or null when it is not here, fails, or writes more than
 * `maxOutputBytes`. `args` name the input as `-` when there is no file: the bytes then go through stdin.
 */
export async function runPoppler(
  tool: PopplerTool,
  args: (input: string) => string[],
  input: PopplerInput,
  maxOutputBytes: number,
): Promise<Buffer | null> {
  if (!(await popplerToolAvailable(tool))) return null;
  return new Promise<Buffer | null>((resolve) => {
    // The limits are set by the shell before it becomes the program (exec): no wrapper stays behind.
    const child = spawn(
      'sh',
      [
        '-c',
        `ulimit -t ${CPU_SECONDS} && ulimit -v ${ADDRESS_SPACE_KB} && exec ${tool} "$@"`,
        tool,
        ...args(input.filePath ?? '-'),
      ],
      { stdio: [input.filePath ? 'ignore' : 'pipe', 'pipe', 'ignore'] },
    );
    const chunks: Buffer[] = [];
    let size = 0;
    child.stdout?.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxOutputBytes) child.kill('SIGKILL');
      else chunks.push(chunk);
    });
    child.on('error', () => resolve(null));
    child.on('close', (code) =>
      resolve(code === 0 && size <= maxOutputBytes ? Buffer.concat(chunks, size) : null),
    );
    if (child.stdin) {
      child.stdin.on('error', () => {}); // it may exit before reading everything
      child.stdin.end(input.data);
    }
  });
}
