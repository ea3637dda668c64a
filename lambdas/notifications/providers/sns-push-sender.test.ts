import { CreatePlatformEndpointCommand, PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PushMessage } from '../push-sender';
import { snsPushSender } from './sns-push-sender';

const sns = mockClient(SNSClient);
const applications = {
  fcm: 'arn:aws:sns:eu-central-1:1:app/GCM/lohnwerk',
  apns: 'arn:aws:sns:eu-central-1:1:app/APNS/lohnwerk',
};

const message = (platform: PushMessage['device']['platform']): PushMessage => ({
  userId: 'user-1',
  device: { platform, registrationToken: `token-${platform}` },
  title: 'Neuer Auftrag',
  body: 'Dir wurde der Auftrag „Mais häckseln“ zugewiesen.',
  data: { orderId: 'order-1' },
});

describe('snsPushSender', () => {
  beforeEach(() => {
    sns.reset();
    sns
      .on(CreatePlatformEndpointCommand)
      .resolves({ EndpointArn: 'arn:aws:sns:eu-central-1:1:endpoint/GCM/lohnwerk/1' });
    sns.on(PublishCommand).resolves({ MessageId: 'm-1' });
  });

  it('sends to an Android device through the FCM application, with title, text and the order id', async () => {
    await snsPushSender(new SNSClient({}), applications).send(message('android'));
    expect(sns.commandCalls(CreatePlatformEndpointCommand)[0]?.args[0].input).toEqual({
      PlatformApplicationArn: applications.fcm,
      Token: 'token-android',
      CustomUserData: 'user-1',
    });
    const publish = sns.commandCalls(PublishCommand)[0]?.args[0].input;
    expect(publish?.TargetArn).toBe('arn:aws:sns:eu-central-1:1:endpoint/GCM/lohnwerk/1');
    expect(publish?.MessageStructure).toBe('json');
    const gcm = JSON.parse(JSON.parse(String(publish?.Message)).GCM);
    expect(gcm).toEqual({
      notification: { title: 'Neuer Auftrag', body: 'Dir wurde der Auftrag „Mais häckseln“ zugewiesen.' },
      data: { orderId: 'order-1' },
    });
  });

  it('sends to an iOS device through the APNs application with an aps alert', async () => {
    await snsPushSender(new SNSClient({}), applications).send(message('ios'));
    expect(sns.commandCalls(CreatePlatformEndpointCommand)[0]?.args[0].input.PlatformApplicationArn).toBe(
      applications.apns,
    );
    const apns = JSON.parse(JSON.parse(String(sns.commandCalls(PublishCommand)[0]?.args[0].input.Message)).APNS);
    expect(apns).toEqual({
      aps: {
        alert: { title: 'Neuer Auftrag', body: 'Dir wurde der Auftrag „Mais häckseln“ zugewiesen.' },
        sound: 'default',
      },
      orderId: 'order-1',
    });
  });

  it('sends nothing to a platform without a configured application, nor to browsers', async () => {
    await snsPushSender(new SNSClient({}), { fcm: applications.fcm }).send(message('ios'));
    await snsPushSender(new SNSClient({}), applications).send(message('web'));
    expect(sns.calls()).toHaveLength(0);
  });

  it('rejects when SNS gives no endpoint (the consumer logs it) and publishes nothing', async () => {
    sns.on(CreatePlatformEndpointCommand).resolves({});
    await expect(snsPushSender(new SNSClient({}), applications).send(message('android'))).rejects.toThrow(
      /endpoint ARN/,
    );
    expect(sns.commandCalls(PublishCommand)).toHaveLength(0);
  });
});
