/** Injection token of the MailTransport (SMTP or .eml files, chosen from the configuration). */
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');
