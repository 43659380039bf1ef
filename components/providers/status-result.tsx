import { Result, type ResultProps } from 'antd';
import { QUIET_RESULT_ICONS } from './quiet-icons';

/**
 * antd's Result with its status icon hidden from screen readers (antd names it "check-circle",
 * "warning" … in English, above a Chinese title that says the same): every result screen of the
 * site (payment, upload, login prompts, the report) uses this one.
 */
export function StatusResult({ status = 'info', ...props }: ResultProps) {
  const quiet = typeof status === 'string' && status in QUIET_RESULT_ICONS ? QUIET_RESULT_ICONS[status as keyof typeof QUIET_RESULT_ICONS] : undefined;
  return <Result status={status} icon={quiet} {...props} />;
}
