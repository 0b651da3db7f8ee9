import { describe, expect, it } from 'vitest';
import { isChatSphereVisible, shouldOpenChatConnection } from '../../src/realtime/chat-sphere.ts';

describe('§2.4 chat sphere and connection', () => {
  it.each([
    ['/finance/home', true, true, true],
    ['/login/index', true, false, false],
    ['/Login/Index/', true, false, false],
    ['/finance/home', false, false, false],
    ['/userCenter/askQuestionsOnline', true, true, false],
    ['/usercenter/askquestionsonline?x=1', true, true, false],
  ])('%s signed in %s → sphere %s, connection %s', (path, signedIn, visible, connect) => {
    expect(isChatSphereVisible({ path, signedIn })).toBe(visible);
    expect(shouldOpenChatConnection({ path, signedIn })).toBe(connect);
  });

  it.each([
    ['/finance/home', true],
    ['/Base/service-support/online', true],
    ['/userCenter/onlineConsultation', true],
  ])('service staff have no customer sphere nor its connection on %s', (path, signedIn) => {
    expect(isChatSphereVisible({ path, signedIn, service: true })).toBe(false);
    expect(shouldOpenChatConnection({ path, signedIn, service: true })).toBe(false);
    expect(isChatSphereVisible({ path, signedIn, service: false })).toBe(true);
  });
});
