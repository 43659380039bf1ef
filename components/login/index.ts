// The login feature's public face (docs/accounts.md): the header's account island, the account
// atoms, the ways into a login, and the parts other screens reuse. The login and account modals
// and the account menu load through HeaderAccount's next/dynamic imports, never from here.

// The header island (login check, 登录 button, account menu, the lazily loaded modals).
export { HeaderAccount } from './header-account';
// The login and account modals, mounted once by the layout's modal host.
export { LoginModalsHost } from './login-modals-host';
// The account as every island reads it.
export { hasRightsAtom, loginStatusAtom, mergeInfoAtom, roleAtom, userInfoAtom, userRiskAtom, vipActionAtom, vipInfoAtom } from './state';
// Ways into a login, and what follows one.
export { openLoginModal } from './open-login';
export { loginAfterRefusal, memberOrLogin } from './member-or-login';
export { hasMemberHint } from './member-hint';
export { useLoginCheckNow } from './use-login-check-now';
export { refreshAccount } from './account-store';
export { logout } from './logout';
// Parts other screens reuse: /personal, the case upload, the checkout.
export { LoginPrompt } from './login-prompt';
export { AccountFacts, VipFacts } from './account-summary';
export { phoneError } from './validators';
export { PhoneCodeField, ruleOf } from './phone-code-field';
export { devQrShortcut, qrDataUrl } from './qr-image';
export { useDevices } from './use-devices';
export { isBindWxMp, revokeDevice } from './api';
