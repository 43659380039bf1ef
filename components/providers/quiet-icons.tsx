import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import DoubleLeftOutlined from '@ant-design/icons/DoubleLeftOutlined';
import DoubleRightOutlined from '@ant-design/icons/DoubleRightOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import WarningFilled from '@ant-design/icons/WarningFilled';
import type { PaginationProps } from 'antd';

/**
 * antd's icons name themselves for screen readers in English (role="img", aria-label
 * "check-circle", "down", "left" …), inside Chinese controls and messages that already say what
 * they are. These are the same icons as decoration: hidden from assistive technology, with no
 * English name. Used by the antd provider's defaults, the feedback hook and the member pages'
 * pagination (issue 19: the interface speaks Chinese only).
 */
const QUIET = { 'aria-hidden': true, role: undefined, 'aria-label': undefined } as const;

export const QUIET_ICONS = {
  success: <CheckCircleFilled {...QUIET} />,
  error: <CloseCircleFilled {...QUIET} />,
  warning: <ExclamationCircleFilled {...QUIET} />,
  info: <InfoCircleFilled {...QUIET} />,
  loading: <LoadingOutlined {...QUIET} />,
  down: <DownOutlined {...QUIET} />,
};

/** antd Result's status icons: its info is the exclamation circle, its warning a triangle. */
export const QUIET_RESULT_ICONS = {
  success: QUIET_ICONS.success,
  error: QUIET_ICONS.error,
  info: QUIET_ICONS.warning,
  warning: <WarningFilled {...QUIET} />,
};

const jump = (Icon: typeof DoubleLeftOutlined, name: string) => (
  <a className="ant-pagination-item-link" aria-label={name}>
    <div className="ant-pagination-item-container">
      <Icon className="ant-pagination-item-link-icon" {...QUIET} />
      <span className="ant-pagination-item-ellipsis">
        <EllipsisOutlined {...QUIET} />
      </span>
    </div>
  </a>
);

/** antd Pagination's own markup for its arrows, named in Chinese as its items' titles are (上一页, 向后 5 页 …). */
export const QUIET_PAGINATION_ICONS: Pick<PaginationProps, 'prevIcon' | 'nextIcon' | 'jumpPrevIcon' | 'jumpNextIcon'> = {
  prevIcon: (
    <button className="ant-pagination-item-link" type="button" tabIndex={-1} aria-label="上一页">
      <LeftOutlined {...QUIET} />
    </button>
  ),
  nextIcon: (
    <button className="ant-pagination-item-link" type="button" tabIndex={-1} aria-label="下一页">
      <RightOutlined {...QUIET} />
    </button>
  ),
  jumpPrevIcon: jump(DoubleLeftOutlined, '向前 5 页'),
  jumpNextIcon: jump(DoubleRightOutlined, '向后 5 页'),
};
