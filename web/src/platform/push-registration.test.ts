import { describe, expect, it, vi } from 'vitest';
import type { TPushRegistration } from '../../../schemas/api/notifications';
import { deviceModelOf, type PushPermission, type PushPort, startPushRegistration } from './push-registration';

/** A device's push service: a permission state, what asking answers, and events the test fires. */
const fakeDevice = (initial: PushPermission, answer: PushPermission = 'granted') => {
  const tokenListeners = new Set<(token: string) => void>();
  const tapListeners = new Set<(data: unknown) => void>();
  const calls: string[] = [];
  const port: PushPort = {
    permission: async () => {
      calls.push('check');
      return initial;
    },
    requestPermission: async () => {
      calls.push('request');
      return answer;
    },
    register: async () => {
      calls.push('register');
    },
    onToken: async (listener) => {
      tokenListeners.add(listener);
      return () => tokenListeners.delete(listener);
    },
    onTap: async (listener) => {
      tapListeners.add(listener);
      return () => tapListeners.delete(listener);
    },
  };
  return {
    port,
    calls,
    token: (value: string) => {
      for (const listener of tokenListeners) listener(value);
    },
    tap: (data: unknown) => {
      for (const listener of tapListeners) listener(data);
    },
    listenerCount: () => tokenListeners.size + tapListeners.size,
  };
};

const device = { authUserId: 'user-1', platform: 'android', model: 'Pixel 8' } as const;

const start = (fake: ReturnType<typeof fakeDevice>) => {
  const sent: TPushRegistration[] = [];
  const opened: string[] = [];
  const errors: unknown[] = [];
  const stop = startPushRegistration({
    port: fake.port,
    device,
    send: async (registration) => {
      sent.push(registration);
    },
    openOrder: (orderId) => opened.push(orderId),
    logError: (error) => errors.push(error),
  });
  return { stop, sent, opened, errors };
};

describe('push registration on the phone (application.md §4, §7)', () => {
  it("asks when the state is 'prompt', registers when allowed and sends the token with user, platform and model", async () => {
    const fake = fakeDevice('prompt', 'granted');
    const { stop, sent } = start(fake);
    await stop;
    expect(fake.calls).toEqual(['check', 'request', 'register']);
    fake.token('fcm-token-1');
    expect(sent).toEqual([
      { registrationToken: 'fcm-token-1', authUserId: 'user-1', platform: 'android', model: 'Pixel 8' },
    ]);
  });

  it("asks again on Android's 'prompt-with-rationale'", async () => {
    const fake = fakeDevice('prompt-with-rationale', 'granted');
    await start(fake).stop;
    expect(fake.calls).toEqual(['check', 'request', 'register']);
  });

  it('registers without asking when already granted', async () => {
    const fake = fakeDevice('granted');
    await start(fake).stop;
    expect(fake.calls).toEqual(['check', 'register']);
  });

  it('neither asks nor registers when denied, and does not register when the asking is denied', async () => {
    const denied = fakeDevice('denied');
    await start(denied).stop;
    expect(denied.calls).toEqual(['check']);
    const refused = fakeDevice('prompt', 'denied');
    await start(refused).stop;
    expect(refused.calls).toEqual(['check', 'request']);
  });

  it('opens the order of a tapped new-order push and ignores a payload without an order', async () => {
    const fake = fakeDevice('granted');
    const { stop, opened } = start(fake);
    await stop;
    fake.tap({ orderId: 'order-7' });
    fake.tap({});
    fake.tap(undefined);
    expect(opened).toEqual(['order-7']);
  });

  it('listens before it registers, so the first token is not missed; stopping removes the listeners', async () => {
    const fake = fakeDevice('granted');
    fake.port.register = async () => fake.token('early-token');
    const { stop, sent } = start(fake);
    const remove = await stop;
    expect(sent.map((registration) => registration.registrationToken)).toEqual(['early-token']);
    remove();
    expect(fake.listenerCount()).toBe(0);
  });

  it('logs a failing send or permission check instead of breaking the app', async () => {
    const fake = fakeDevice('granted');
    fake.port.permission = () => Promise.reject(new Error('no plugin'));
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const errors: unknown[] = [];
    await startPushRegistration({
      port: fake.port,
      device,
      send: failing,
      openOrder: () => {},
      logError: (e) => errors.push(e),
    });
    fake.token('token');
    await vi.waitFor(() => expect(errors).toHaveLength(2));
  });
});

describe('deviceModelOf', () => {
  it('reads the model of an Android WebView, the kind of an Apple device, nothing otherwise', () => {
    expect(
      deviceModelOf(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/127.0 Mobile Safari/537.36',
      ),
    ).toBe('Pixel 8');
    expect(deviceModelOf('Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36')).toBe('SM-A536B');
    expect(deviceModelOf('Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36')).toBe('');
    expect(deviceModelOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15')).toBe('iPhone');
    expect(deviceModelOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('');
  });
});
