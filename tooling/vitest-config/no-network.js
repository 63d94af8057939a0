// Tests never reach the internet: nock intercepts global fetch and node:http, and only loopback
// (the emulator, local test servers, redis) is allowed through.
import nock from 'nock';
import { afterEach } from 'vitest';

nock.disableNetConnect();
nock.enableNetConnect(/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/);

afterEach(() => {
  nock.cleanAll();
});
