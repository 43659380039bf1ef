'use client';

import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { App } from 'antd';
import type { ArgsProps as MessageArgs, JointContent, MessageInstance } from 'antd/es/message/interface';
import type { ArgsProps as NotificationArgs, NotificationInstance } from 'antd/es/notification/interface';
import { useMemo, type ReactNode } from 'react';

// antd names its status icons for screen readers in English (role="img", aria-label
// "check-circle", "close-circle" …), read out before a Chinese message that already says what
// happened. Here they are decoration: hidden from assistive technology, with no English name.
const quiet = { 'aria-hidden': true, role: undefined, 'aria-label': undefined } as const;
const ICONS = {
  success: <CheckCircleFilled {...quiet} />,
  error: <CloseCircleFilled {...quiet} />,
  warning: <ExclamationCircleFilled {...quiet} />,
  info: <InfoCircleFilled {...quiet} />,
  loading: <LoadingOutlined {...quiet} />,
} satisfies Record<string, ReactNode>;

type MessageType = keyof typeof ICONS;
type NotificationType = Exclude<MessageType, 'loading'>;

const isArgs = (content: JointContent): content is MessageArgs => typeof content === 'object' && content !== null && !Array.isArray(content) && 'content' in content;

function quietMessage(message: MessageInstance): MessageInstance {
  const typed =
    (type: MessageType): MessageInstance[MessageType] =>
    (content, duration, onClose) =>
      message[type](isArgs(content) ? { icon: ICONS[type], ...content } : { content, icon: ICONS[type] }, duration, onClose);
  return {
    ...message,
    open: (args: MessageArgs) => message.open({ icon: args.type ? ICONS[args.type] : undefined, ...args }),
    info: typed('info'),
    success: typed('success'),
    warning: typed('warning'),
    error: typed('error'),
    loading: typed('loading'),
  };
}

function quietNotification(notification: NotificationInstance): NotificationInstance {
  const typed = (type: NotificationType) => (args: NotificationArgs) => notification[type]({ icon: ICONS[type], ...args });
  return { ...notification, info: typed('info'), success: typed('success'), warning: typed('warning'), error: typed('error') };
}

/**
 * antd's message and notification (App.useApp(): the site's durations and placement, SPEC §9)
 * with status icons that say nothing in English to a screen reader. Every island's feedback
 * goes through this hook.
 */
export function useFeedback(): { message: MessageInstance; notification: NotificationInstance } {
  const { message, notification } = App.useApp();
  return useMemo(() => ({ message: quietMessage(message), notification: quietNotification(notification) }), [message, notification]);
}
