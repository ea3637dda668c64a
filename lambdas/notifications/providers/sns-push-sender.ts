import { CreatePlatformEndpointCommand, PublishCommand, type SNSClient } from '@aws-sdk/client-sns';
import type { PushPlatformApplications } from '../../platform/environment-names';
import type { PushMessage, PushSender } from '../push-sender';

/** A provider without a configured platform application sends nothing there. */
const applicationFor = (applications: PushPlatformApplications, platform: PushMessage['device']['platform']) => {
  if (platform === 'android') return applications.fcm;
  if (platform === 'ios') return applications.apns;
  // Browsers get no push: the web app reads its notifications live (application.md §4).
  return undefined;
};

/**
 * One message in each provider's own shape (SNS 'json' message structure): FCM's notification + data,
 * APNs' aps alert with the order id beside it, and a default for anything else.
 */
export const snsMessage = ({ title, body, data }: PushMessage): string =>
  JSON.stringify({
    default: body,
    GCM: JSON.stringify({ notification: { title, body }, data }),
    APNS: JSON.stringify({ aps: { alert: { title, body }, sound: 'default' }, ...data }),
  });

/**
 * Push through Amazon SNS mobile push (FCM for Android, APNs for iOS). The device's endpoint is created on
 * the fly: CreatePlatformEndpoint answers the existing endpoint for a known token, so no endpoint ARN is stored.
 */
export const snsPushSender = (sns: SNSClient, applications: PushPlatformApplications): PushSender => ({
  send: async (message) => {
    const application = applicationFor(applications, message.device.platform);
    if (!application) return;
    const { EndpointArn } = await sns.send(
      new CreatePlatformEndpointCommand({
        PlatformApplicationArn: application,
        Token: message.device.registrationToken,
        CustomUserData: message.userId,
      }),
    );
    if (!EndpointArn) throw new Error('SNS answered CreatePlatformEndpoint without an endpoint ARN');
    await sns.send(
      new PublishCommand({ TargetArn: EndpointArn, MessageStructure: 'json', Message: snsMessage(message) }),
    );
  },
});
