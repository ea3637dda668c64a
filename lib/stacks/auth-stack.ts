import * as cdk from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { PASSWORD_MIN_LENGTH } from '../../schemas/constants';
import { pascalCase, ServiceFunction } from '../constructs/service-function';
import { type CognitoTrigger, type ServiceDefinition, services } from '../services';

export type AuthStackProps = cdk.StackProps & {
  table: dynamodb.ITable;
  /** Holds the registry's entry files and package-lock.json (tests only; the repository by default). */
  projectRoot?: string;
};

const operations: Record<CognitoTrigger, cognito.UserPoolOperation> = {
  PreTokenGeneration: cognito.UserPoolOperation.PRE_TOKEN_GENERATION,
};

/** Registry services that Cognito invokes; they live here, beside the pool that calls them. */
export const triggerServices = (): ServiceDefinition[] =>
  (services as readonly ServiceDefinition[]).filter((service) => (service.cognitoTriggers ?? []).length > 0);

/**
 * Identity: the user pool, the web/mobile client and the Cognito triggers. Claims (roles per company,
 * defaultCompanyId, ...) come from the table through the pre-token-generation trigger.
 */
export class AuthStack extends cdk.Stack {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  readonly triggerFunctions: ReadonlyMap<string, ServiceFunction>;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // Contractors invite their people; nobody signs up on their own.
      selfSignUpEnabled: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // The spec's rule is only a minimum length; forced character classes would reject passwords it allows.
      // Acknowledged below for AwsSolutions-COG1, which wants 8 characters and all classes.
      passwordPolicy: {
        minLength: PASSWORD_MIN_LENGTH,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: cdk.Duration.days(7),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // Anyone may add an authenticator app; nobody is forced to (acknowledged below).
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Plus: threat protection blocks sign-ins with compromised credentials and adapts to risky ones.
      featurePlan: cognito.FeaturePlan.PLUS,
      standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION,
      userInvitation: {
        emailSubject: 'Dein Zugang zu Lohnwerk',
        emailBody: 'Hallo, dein Benutzername ist {username} und dein vorläufiges Passwort ist {####}.',
      },
      userVerification: {
        emailSubject: 'Bestätige deine Email-Adresse für Lohnwerk',
        emailBody: 'Dein Bestätigungscode für Lohnwerk lautet {####}.',
      },
      // Losing the pool would lock every user out; it stays even if the stack is deleted.
      removalPolicy: cdk.RemovalPolicy.RETAIN,
    });
    cdk.Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason: `The spec (application.md §5 'Login and sign-up', §9) sets the password rule: at least ${PASSWORD_MIN_LENGTH} characters ('Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.'), no required character classes.`,
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          "The spec's sign-in is email and password (application.md §5 'Login and sign-up'); a second factor (TOTP) is optional, and the Plus plan's threat protection blocks risky sign-ins.",
      },
    );

    this.userPoolClient = this.userPool.addClient('WebClient', {
      // SRP for the browser (Amplify's default); USER_PASSWORD_AUTH because cognito-local only speaks that,
      // and the web app uses the same flow everywhere.
      authFlows: { userPassword: true, userSrp: true },
      generateSecret: false,
      preventUserExistenceErrors: true,
    });

    const functions = new Map<string, ServiceFunction>();
    for (const service of triggerServices()) {
      if (service.endpoints?.length || service.queueConsumers?.length || service.streamConsumer || service.websocket) {
        throw new Error(`Service '${service.name}' mixes Cognito triggers with other event sources; split it`);
      }
      const fn = new ServiceFunction(this, pascalCase(service.name), {
        service,
        projectRoot: props.projectRoot,
        // Cognito waits at most 5 s for a trigger before it fails the sign-in.
        timeout: cdk.Duration.seconds(5),
      });
      // No user pool here: the pool depends on the trigger, so the trigger cannot depend on the pool.
      fn.applyAccess({ table: props.table });
      for (const trigger of service.cognitoTriggers ?? []) this.userPool.addTrigger(operations[trigger], fn);
      functions.set(service.name, fn);
    }
    this.triggerFunctions = functions;

    new cdk.CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new cdk.CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
  }
}
