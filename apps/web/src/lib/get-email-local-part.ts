/** The part of an e-mail address before the at-sign, used to greet and to name new accounts. */
export function getEmailLocalPart(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}
