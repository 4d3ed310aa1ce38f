/** A fictitious account of the demo, as the sign-in page lists it. */
export interface DemoAccountHint {
  email: string;
  password: string;
  note: string;
}

/** Demo mode only: the accounts to try. They and their passwords exist only in this tab. */
export function DemoAccounts({ accounts }: { accounts: DemoAccountHint[] }) {
  return (
    <aside className="demo-box demo-accounts" aria-labelledby="cuentas-demo">
      <h2 id="cuentas-demo" className="demo-accounts__title">
        Cuentas de demostración
      </h2>
      <p>Son ficticias, como las solicitudes de la bandeja.</p>
      <ul className="demo-accounts__list">
        {accounts.map(({ email, password, note }) => (
          <li key={email}>
            <code>{email}</code>, contraseña <code>{password}</code>: {note}.
          </li>
        ))}
      </ul>
    </aside>
  );
}
