// A real SMTP server for the browser tests (smtp-server, no TLS, no sign-in), which the e2e app is
// pointed at with SMTP_URL as a user points theirs at a mail server. Every message it accepts is parsed
// with mailparser and kept; GET / on the second port answers them as JSON (recipients, subject, text,
// attachments in base64), so a journey can read what arrived.
//   node e2e/support/smtp-sink.mjs <smtpPort> <httpPort>
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
const received = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        received.push({
          recipients: session.envelope.rcptTo.map((r) => r.address),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          messageId: mail.messageId ?? '',
          attachments: mail.attachments.map((a) => ({
            filename: a.filename ?? '',
            contentType: a.contentType,
            content: a.content.toString('base64'),
          })),
        });
        callback();
      },
      (error) => callback(error),
    );
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((_request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(received));
}).listen(httpPort, '127.0.0.1');

const stop = () => {
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
