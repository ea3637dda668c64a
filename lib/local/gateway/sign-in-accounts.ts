/**
 * The account a sign-in names, so failed attempts count per account whatever alias names it: the pool
 * signs in by e-mail (UsernameAttributes: email), but cognito-local also takes the user name, which is
 * the account's `sub`; counted by the text sent, each alias had five free attempts of its own (issue 25
 * point 3). Cognito treats the e-mail case-insensitively, so an address in another case is the account too.
 */
export type AccountOf = (username: string) => Promise<string>;

/** The throttle's key for a name no account answers to: its e-mail form, so case and spaces don't split it. */
export const unknownNameKey = (username: string): string => `name:${username.normalize('NFKC').trim().toLowerCase()}`;

export const accountKey = (accountUsername: string): string => `account:${accountUsername}`;

/**
 * Asks cognito-local (AdminGetUser, the same lookup its InitiateAuth makes: user name, sub or e-mail)
 * which account a name belongs to: first as sent, then in its e-mail form.
 */
export const cognitoLocalAccounts = (cognitoEndpoint: string, userPoolId: string): AccountOf => {
  const usernameOf = async (name: string): Promise<string | undefined> => {
    try {
      const response = await fetch(cognitoEndpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.AdminGetUser',
        },
        body: JSON.stringify({ UserPoolId: userPoolId, Username: name }),
      });
      if (!response.ok) return undefined;
      const { Username } = (await response.json()) as { Username?: unknown };
      return typeof Username === 'string' ? Username : undefined;
    } catch {
      // cognito-local not reachable: the sign-in itself fails the same way; count by the name.
      return undefined;
    }
  };
  return async (username) => {
    const normalised = username.normalize('NFKC').trim().toLowerCase();
    const account =
      (await usernameOf(username)) ?? (normalised !== username ? await usernameOf(normalised) : undefined);
    return account === undefined ? unknownNameKey(username) : accountKey(account);
  };
};
