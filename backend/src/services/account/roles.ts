import type { AppConfig } from '../../config';
import type { AccountRow } from '../../db/repo/accounts';
import { DEMO_EDITOR_PHONE } from './demo-accounts';

/**
 * Account roles beyond member and VIP. An editor reviews uploaded cases (and other editorial
 * reports): an account whose phone is listed in API_EDITOR_PHONES, and outside production the
 * seeded demo editor too. A role read from configuration, not stored, so revoking it is one
 * restart and no account row can grant it to itself.
 */
export class AccountRoles {
  private readonly editors: Set<string>;

  constructor(config: Pick<AppConfig, 'env' | 'editorPhones'>) {
    this.editors = new Set(config.editorPhones);
    if (config.env !== 'production') this.editors.add(DEMO_EDITOR_PHONE);
  }

  isEditor(account: Pick<AccountRow, 'phone' | 'state'>): boolean {
    return account.state === 1 && account.phone !== null && this.editors.has(account.phone);
  }
}
