// The login feature's public face (minimal: what checkout needs; merged with the login slice's face).
export { PhoneCodeField, ruleOf } from './phone-code-field';
