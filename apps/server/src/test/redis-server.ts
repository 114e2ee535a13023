/**
 * A throwaway redis-server of the test's own on a spare port, which the test may kill and start
 * again. Never the shared Redis on 6379: other people's work uses it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer, Socket } from 'node:net';

export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/** A port nothing listens on right now (the OS's choice, released at once). */
export function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    let reply = '';
    socket.setTimeout(1_000);
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) {
        socket.destroy();
        resolve(reply.startsWith('+PONG'));
      }
    });
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type TestRedisServer = {
  port: number;
  url: string;
  /** Starts it (again, on the same port) and waits until it answers PING. */
  start: () => Promise<void>;
  /** Kills it as a crash would (SIGKILL) and waits for the process to end. */
  kill: () => Promise<void>;
};

export async function createTestRedisServer(): Promise<TestRedisServer> {
  const port = await sparePort();
  let child: ChildProcess | undefined;
  const server: TestRedisServer = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--daemonize',
          'no',
        ],
        { stdio: 'ignore' },
      );
      child = started;
      let exited = false;
      started.once('exit', () => {
        exited = true;
      });
      // Waits for a condition, not for a time: the loop ends when it answers or the process has died.
      while (!(await answersPing(port))) {
        if (exited) throw new Error(`redis-server did not start on port ${port}`);
        await pause(50);
      }
    },
    async kill() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  return server;
}
