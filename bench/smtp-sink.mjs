// An SMTP server in the bench's process that accepts every message, answering each after
// `answerMs`: the app's outbox then delivers over SMTP as in production, not to files. A mail
// provider answers the end of a message in tens to hundreds of milliseconds (it stores the
// message before it answers); a sink on loopback answers in one, which would time the outbox's
// own statements alone.
import { SMTPServer } from 'smtp-server';

/** Starts the sink; its `url` for SMTP_URL, its count of messages taken, and `close`. */
export async function startSmtpSink({ answerMs = 0 } = {}) {
  const sink = { accepted: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () =>
        setTimeout(() => {
          sink.accepted++;
          callback();
        }, answerMs),
      );
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `smtp://127.0.0.1:${server.server.address().port}`;
  sink.close = () => new Promise((resolve) => server.close(resolve));
  return sink;
}
