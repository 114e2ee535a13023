/**
 * A real SMTP server for tests (smtp-server on a free port, no TLS, no sign-in needed): every message
 * it accepts is parsed with mailparser, with the envelope's recipients. `refuse` makes it answer 550
 * with the given words to a recipient it matches.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { mail: ParsedMail; recipients: string[] };

export type TestSmtpServer = {
  url: string;
  received: ReceivedMail[];
  /** Refuse recipients matching `match` with `reason` (550), or accept everyone again with null. */
  refuse(rule: { match: RegExp; reason: string } | null): void;
  close(): Promise<void>;
};

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let rule: { match: RegExp; reason: string } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (rule?.match.test(address.address)) {
        const error = Object.assign(new Error(rule.reason), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ mail, recipients: session.envelope.rcptTo.map((r) => r.address) });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (next) => {
      rule = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
