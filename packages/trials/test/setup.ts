// The shared no-network setup resolves its own copy of nock (its peer range picked another
// version), so interceptors made with this package's nock would outlive a test. Clean and fence
// this copy too; loopback (the emulator) stays allowed.
import nock from 'nock';
import { afterEach } from 'vitest';

nock.disableNetConnect();
nock.enableNetConnect(/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/);

afterEach(() => {
  nock.cleanAll();
});
