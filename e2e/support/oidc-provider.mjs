// A real OpenID Connect provider on loopback, standing in for Google in tests.
// Its development sign-in form accepts any login; the login becomes the account's e-mail,
// e.g. "grace.hopper@example.com" signs in Grace Hopper with a verified address.
import Provider from 'oidc-provider';

export const TEST_CLIENT = {
  clientId: 'firebreak-test-client',
  clientSecret: 'firebreak-test-client-secret-0123456789',
};

function claimsFor(accountId) {
  const local = accountId.split('@')[0] ?? accountId;
  const [first = 'Test', last = 'User'] = local.split(/[._-]/);
  const title = (word) => word.charAt(0).toUpperCase() + word.slice(1);
  return {
    sub: `sub-${accountId}`,
    email: accountId.includes('@') ? accountId : `${accountId}@example.com`,
    email_verified: true,
    given_name: title(first),
    family_name: title(last),
    name: `${title(first)} ${title(last)}`,
  };
}

export async function startOidcProvider({ port = 0, redirectUris }) {
  const { createServer } = await import('node:http');
  const server = createServer();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => claimsFor(id) }),
    cookies: { keys: ['firebreak-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    // First-party client: no consent screen, as with a company Google Workspace app.
    loadExistingGrant: async (ctx) => {
      const grantId =
        ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.on('server_error', (_ctx, error) => console.error('oidc-provider error', error));
  server.on('request', provider.callback());
  return { issuer, close: () => new Promise((resolve) => server.close(resolve)) };
}

// Run directly: `node e2e/support/oidc-provider.mjs PORT REDIRECT_URI`
if (import.meta.url === `file://${process.argv[1]}`) {
  const [port, redirect] = process.argv.slice(2);
  const { issuer } = await startOidcProvider({ port: Number(port), redirectUris: [redirect] });
  console.log(`oidc test provider at ${issuer}`);
}
