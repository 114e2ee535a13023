/** An e-mail address that may wrap after its '@' (a <wbr>, so its text and copy stay the same). */
export function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
