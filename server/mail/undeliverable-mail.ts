/**
 * A refusal that is about this one message and will not change if it is sent
 * again: the mail service answered its recipient (RCPT TO) or its content
 * (DATA) with a permanent 5xx reply, such as "550 no such mailbox". The
 * dispatcher stops trying it at once instead of retrying it for hours; it
 * stays unsent with its error, for a person to look at. A refusal of the
 * sender, the sign-in or the connection is about the service or this
 * server's settings, so those are tried again like any temporary failure.
 */
export class UndeliverableMailError extends Error {
  constructor(readonly refusal: unknown) {
    super(String(refusal));
    this.name = 'UndeliverableMailError';
  }
}

/** The commands whose permanent refusal names the message rather than the service. */
const MESSAGE_COMMANDS: ReadonlySet<unknown> = new Set(['RCPT TO', 'DATA']);

/**
 * Whether an SMTP error is a permanent refusal of this message. `permanent`
 * is nodemailer's own reading of the reply code (5xx except 503, a command
 * out of sequence); `command` is the step that was refused.
 */
export function isPermanentMessageRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { permanent, command } = error as { permanent?: unknown; command?: unknown };
  return permanent === true && MESSAGE_COMMANDS.has(command);
}
