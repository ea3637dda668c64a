import { Amplify } from 'aws-amplify';
import type { TRuntimeConfig } from '../../../schemas/runtime-config';

/** Points Amplify Auth at the user pool; locally at cognito-local behind the gateway. */
export const configureAmplify = (config: TRuntimeConfig): void => {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
      },
    },
  });
};
