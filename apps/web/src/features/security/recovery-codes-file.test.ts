import { describe, expect, it } from 'vitest';
import { recoveryCodesFile, recoveryCodesFileName } from './recovery-codes-file';

describe('recoveryCodesFile', () => {
  it('holds a title, the account, one code a line and the note, with CRLF line ends', () => {
    expect(
      recoveryCodesFile(['abcde-fghjk', 'mnpqr-stuvw'], {
        title: 'Recovery codes',
        account: 'Account: demo@casino.test',
        note: 'Each code works once.',
      }),
    ).toBe(
      'Recovery codes\r\nAccount: demo@casino.test\r\n\r\nabcde-fghjk\r\nmnpqr-stuvw\r\n\r\nEach code works once.\r\n',
    );
  });
});

describe('recoveryCodesFileName', () => {
  it.each([
    ['casino.test', 'casino.test-recovery-codes.txt'],
    ['localhost:8080', 'localhost-8080-recovery-codes.txt'],
    ['', 'casino-recovery-codes.txt'],
    ['bad/..\\name', 'bad-..-name-recovery-codes.txt'],
  ])('names the file of %j %j', (host, name) => {
    expect(recoveryCodesFileName(host)).toBe(name);
  });
});
