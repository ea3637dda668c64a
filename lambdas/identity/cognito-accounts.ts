import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { userPoolId } from '../platform/config';
import { cognitoClient } from '../platform/sdk-clients/cognito';
import { thrownName } from '../platform/thrown-values';
import { normaliseEmail } from './user-store';

/** Cognito accounts (the sign-in side of a person); the app user's id is the account's `sub`. */
export type AccountDirectory = {
  exists: (email: string) => Promise<boolean>;
  /**
   * Creates a confirmed account with a verified mail and a permanent password. 'exists' when an
   * account for the mail appeared in the meantime, 'invalid-password' when Cognito's policy refuses it.
   */
  create: (email: string, password: string) => Promise<{ userId: string } | 'exists' | 'invalid-password'>;
  setPassword: (email: string, password: string) => Promise<void>;
};

const setPermanentPassword = async (email: string, password: string): Promise<void> => {
  await cognitoClient().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId(),
      Username: normaliseEmail(email),
      Password: password,
      Permanent: true,
    }),
  );
};

export const cognitoAccounts = (): AccountDirectory => ({
  exists: async (email) => {
    try {
      await cognitoClient().send(
        new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: normaliseEmail(email) }),
      );
      return true;
    } catch (error) {
      if (thrownName(error) === 'UserNotFoundException') return false;
      throw error;
    }
  },
  create: async (email, password) => {
    const username = normaliseEmail(email);
    let sub: string | undefined;
    try {
      const { User } = await cognitoClient().send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId(),
          Username: username,
          // No Cognito welcome mail: the person chose the password on our sign-up page. Given as the
          // temporary password, it is checked against the pool's policy before any account exists.
          MessageAction: 'SUPPRESS',
          TemporaryPassword: password,
          UserAttributes: [
            { Name: 'email', Value: username },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      sub = User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    } catch (error) {
      if (thrownName(error) === 'UsernameExistsException') return 'exists';
      if (thrownName(error) === 'InvalidPasswordException') return 'invalid-password';
      throw error;
    }
    if (!sub) throw new Error('Cognito returned no sub for the new account');
    await setPermanentPassword(username, password);
    return { userId: sub };
  },
  setPassword: setPermanentPassword,
});
