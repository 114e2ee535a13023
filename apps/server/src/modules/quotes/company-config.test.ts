import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'firebreak-company-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the quote letterhead configuration', () => {
  it('has defaults, and phone and e-mail are optional', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).company).toEqual({
      name: 'Firebreak Fire Protection (Pty) Ltd',
      vatNumber: '4123456789',
      address: '12 Hydrant Road, Midrand, 1685',
      phone: undefined,
      email: undefined,
    });
  });

  it('reads every COMPANY_ variable', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      COMPANY_NAME: ' Hydrant & Sons (Pty) Ltd ',
      COMPANY_VAT_NUMBER: '4987654321',
      COMPANY_ADDRESS: '1 Main Road, Gqeberha, 6001',
      COMPANY_PHONE: '041 555 0100',
      COMPANY_EMAIL: 'quotes@hydrant.co.za',
    });
    expect(config.company).toEqual({
      name: 'Hydrant & Sons (Pty) Ltd',
      vatNumber: '4987654321',
      address: '1 Main Road, Gqeberha, 6001',
      phone: '041 555 0100',
      email: 'quotes@hydrant.co.za',
    });
  });

  it.each([
    [{ COMPANY_VAT_NUMBER: '123' }, 'COMPANY_VAT_NUMBER must be 10 digits starting with 4'],
    [{ COMPANY_EMAIL: 'not-an-email' }, 'COMPANY_EMAIL must be an e-mail address'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });
});
